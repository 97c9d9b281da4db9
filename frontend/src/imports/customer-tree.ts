import { displayText, ENTITIES, type EntityName } from '../../../domain/entities';
import type { EntityRecord, ImportCustomer } from '../../../domain/import';
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

/** The tree under a record, following the file format's `showsubobjects`. */
export function buildTree(record: EntityRecord, entity: EntityName, path: string, subobjects: Readonly<Partial<Record<string, readonly string[]>>>): TreeNode {
  const children = (subobjects[entity] ?? []).flatMap((collection) =>
    ((record[collection] as EntityRecord[] | undefined) ?? []).map((child, i) => buildTree(child, ENTITY_OF[collection], joinPath(path, collection, i), subobjects)),
  );
  return { path, entity, label: nodeLabel(entity, record), children };
}

export const customerTree = (customer: ImportCustomer, subobjects: Readonly<Partial<Record<string, readonly string[]>>>) => buildTree(customer, 'customer', '', subobjects);

export function allPaths(node: TreeNode): string[] {
  return [node.path, ...node.children.flatMap(allPaths)];
}
