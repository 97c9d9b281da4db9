import { ADDRESS_FIELDS, validateAddress, type Address } from '../../../domain/address';
import { displayText, ENTITIES } from '../../../domain/entities';
import { validateStructuredData, type EntityRecord, type ImportCustomer, type ImportIssue } from '../../../domain/import';
import type { ThirdPartyCostAccess } from '../../../domain/intermediary';
import { startDateRuleOf } from './save-outcome';
import { entityAt, joinPath } from './tree-path';

/** Spec 8's titles for what blocks a save. */
export const SAVE_FAILURE_TITLES = { address: 'Address validation failed', validation: 'Validation failed' } as const;

export interface SaveFailure {
  readonly title: (typeof SAVE_FAILURE_TITLES)[keyof typeof SAVE_FAILURE_TITLES];
  readonly messages: readonly string[];
  /** The same failures for the Errors tab and the fields, so the notice and the tab agree. */
  readonly issues: readonly ImportIssue[];
}

const hasAddress = (record: EntityRecord) => ADDRESS_FIELDS.some((field) => typeof record[field] === 'string' && (record[field] as string).trim() !== '');

/** Records carrying an address: every site, and customers and accounts once any address field is filled. */
function addressedRecords(customer: ImportCustomer): { path: string; record: EntityRecord }[] {
  const found: { path: string; record: EntityRecord }[] = [];
  if (hasAddress(customer)) found.push({ path: '', record: customer });
  customer.sites?.forEach((site, i) => found.push({ path: joinPath('', 'sites', i), record: site }));
  customer.accounts?.forEach((account, i) => hasAddress(account) && found.push({ path: joinPath('', 'accounts', i), record: account }));
  return found;
}

const describe = (path: string, record: EntityRecord) => {
  const entity = ENTITIES[entityAt(path)];
  const name = displayText(entity, record);
  return name ? `${entity.description} ${name}` : entity.description;
};

/** Every address rule that fails, with its text 'Line N: Site Unit 4: Town must be entered'. */
function addressIssues(customers: readonly ImportCustomer[], firstLine: number): { issue: ImportIssue; text: string }[] {
  return customers.flatMap((customer, index) =>
    addressedRecords(customer).flatMap(({ path, record }) =>
      validateAddress(record as Address).map((failure) => ({
        issue: { line: firstLine + index, entity: entityAt(path), field: failure.field, path, message: failure.message },
        text: `Line ${firstLine + index}: ${describe(path, record)}: ${failure.message}`,
      })),
    ),
  );
}

export const addressFailures = (customers: readonly ImportCustomer[], firstLine = 1): string[] => addressIssues(customers, firstLine).map(({ text }) => text);

export const issueText = (issue: ImportIssue) =>
  `Line ${issue.line}: ${[issue.entity && ENTITIES[issue.entity as keyof typeof ENTITIES]?.description, issue.field].filter(Boolean).join(' ')} ${issue.message}`.replace(/\s+/g, ' ');

/**
 * What blocks saving: the address rules first (all must hold), then, for manual entry,
 * the same validation the server runs before it creates the import.
 */
export function saveFailure(
  customers: readonly ImportCustomer[],
  options: { manual: boolean; contractterms: readonly string[]; thirdPartyCosts: ThirdPartyCostAccess; firstLine?: number },
): SaveFailure | undefined {
  const addresses = addressIssues(customers, options.firstLine ?? 1);
  if (addresses.length) return { title: SAVE_FAILURE_TITLES.address, messages: addresses.map(({ text }) => text), issues: addresses.map(({ issue }) => issue) };
  if (!options.manual) return undefined;
  const context = { contractterms: options.contractterms, openImportMeterPoints: new Map(), liveContractMeterPoints: new Set<string>(), renewal: false, startDates: startDateRuleOf(undefined), thirdPartyCosts: options.thirdPartyCosts };
  const { failures } = validateStructuredData(customers, context);
  return failures.length ? { title: SAVE_FAILURE_TITLES.validation, messages: failures.map(issueText), issues: failures } : undefined;
}
