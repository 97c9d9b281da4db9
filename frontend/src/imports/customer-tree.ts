import { displayText, ENTITIES, type EntityName } from '../../../domain/entities';
import type { EntityRecord, ImportCustomer } from '../../../domain/import';
import type { CustomerReferences } from '../../../domain/references';
import { joinPath } from './tree-path';

/** One node of a customer's tree of sub-entities. */
export interface TreeNode {
  readonly path: string;
  readonly entity: EntityName;
  readonly label: string;
  readonly children: readonly TreeNode[];
}

const FUEL_NAMES: Readonly<Record<string, string>> = { 1: 'Electricity', 2: 'Gas' };

export function nodeLabel(entity: EntityName, record: EntityRecord): string {
  const metadata = ENTITIES[entity];
  if (entity === 'product') return FUEL_NAMES[String(record.utilityid)] ?? metadata.description;
  const shown = displayText(metadata, record);
  return shown ? `${metadata.description}: ${shown}` : metadata.description;
}

const ENTITY_OF: Readonly<Record<string, EntityName>> = {
  sites: 'site', accounts: 'account', contacts: 'contact', contracts: 'contract', products: 'product',
  elecmeterpoints: 'elecmeterpoint', gasmeterpoints: 'gasmeterpoint', prices: 'price', directdebits: 'directdebit',
};

/** The reference of the customer's record at each path that has one: the customer, its sites and its contracts. */
export function referencesByPath(references: CustomerReferences | undefined): ReadonlyMap<string, string> {
  if (!references) return new Map();
  return new Map([
    ['', references.customer],
    ...references.sites.map((reference, i) => [joinPath('', 'sites', i), reference] as const),
    ...references.contracts.map((reference, i) => [joinPath('', 'contracts', i), reference] as const),
  ]);
}

type Subobjects = Readonly<Partial<Record<string, readonly string[]>>>;

/** The tree under a record, following the file format's `showsubobjects`, each label ending in its record's reference where it has one. */
export function buildTree(record: EntityRecord, entity: EntityName, path: string, subobjects: Subobjects, references: ReadonlyMap<string, string> = new Map()): TreeNode {
  const children = (subobjects[entity] ?? []).flatMap((collection) =>
    ((record[collection] as EntityRecord[] | undefined) ?? []).map((child, i) => buildTree(child, ENTITY_OF[collection], joinPath(path, collection, i), subobjects, references)),
  );
  const reference = references.get(path);
  return { path, entity, label: reference ? `${nodeLabel(entity, record)} (${reference})` : nodeLabel(entity, record), children };
}

export const customerTree = (customer: ImportCustomer, subobjects: Subobjects, references?: CustomerReferences) => buildTree(customer, 'customer', '', subobjects, referencesByPath(references));

export function allPaths(node: TreeNode): string[] {
  return [node.path, ...node.children.flatMap(allPaths)];
}
