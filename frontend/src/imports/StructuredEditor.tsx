import Box from '@cloudscape-design/components/box';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useState } from 'react';
import type { ImportCustomer, ImportIssue } from '../../../domain/import';
import type { CustomerReferences } from '../../../domain/references';
import CustomerTab from './CustomerTab';
import FileWarnings from './FileWarnings';
import type { FormContext } from './form-context';
import { newCustomer, type NewCustomerDefaults } from './structure-actions';
import { TAB_SCROLL_LABELS } from '../shared/application';

/** Tabs shown at once; an import of a thousand customers pages through them. */
export const TABS_PER_PAGE = 10;
const ADD_NEW = 'add-new';

interface StructuredEditorProps {
  readonly customers: readonly ImportCustomer[];
  /** The 1-based line of `customers[0]` in the whole import. */
  readonly firstLine: number;
  readonly context: FormContext;
  readonly warnings: readonly ImportIssue[];
  readonly subobjects: Readonly<Partial<Record<string, readonly string[]>>>;
  readonly defaults: NewCustomerDefaults;
  readonly tpiid: number;
  readonly importId?: string;
  /** The references of `customers`, one each, while they are shown as numbered (not while edited). */
  readonly references?: readonly CustomerReferences[];
  readonly onChange: (customers: readonly ImportCustomer[]) => void;
}

export const tabLabel = (line: number, customer: ImportCustomer) => `Line ${line}: ${customer.name ?? ''}`;

/** Statuses 4 to 12 and manual entry: a tab per customer, 'Line N: name', and 'Add new' in edit mode. */
export default function StructuredEditor({ customers, firstLine, context, warnings, subobjects, defaults, tpiid, importId, references, onChange }: StructuredEditorProps) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(0, customers.length - 1));
  const [tabPage, setTabPage] = useState(Math.floor(current / TABS_PER_PAGE) + 1);
  const pages = Math.max(1, Math.ceil(customers.length / TABS_PER_PAGE));
  const start = (tabPage - 1) * TABS_PER_PAGE;
  const showAt = (index: number) => {
    setActive(index);
    setTabPage(Math.floor(index / TABS_PER_PAGE) + 1);
  };
  const addCustomer = () => {
    onChange([...customers, newCustomer(defaults)]);
    showAt(customers.length);
  };
  const tabs = customers.slice(start, start + TABS_PER_PAGE).map((customer, offset) => {
    const index = start + offset;
    const line = firstLine + index;
    return {
      id: String(index),
      label: tabLabel(line, customer),
      content: index === current && (
        <CustomerTab
          line={line}
          customer={customer}
          context={context}
          subobjects={subobjects}
          defaults={defaults}
          warnings={warnings.filter((w) => w.path !== undefined && w.line === line)}
          tpiid={tpiid}
          importId={importId}
          references={references?.[index]}
          onChange={(changed) => onChange(customers.map((c, i) => (i === index ? changed : c)))}
        />
      ),
    };
  });
  if (context.editing) tabs.push({ id: ADD_NEW, label: 'Add new', content: false });

  return (
    <SpaceBetween size="s">
      {/* A warning with a path is about a record of its line's customer; one without is about the file. */}
      <FileWarnings warnings={warnings.filter((w) => w.path === undefined)} />
      {pages > 1 && (
        <Pagination
          currentPageIndex={tabPage}
          pagesCount={pages}
          onChange={({ detail }) => showAt((detail.currentPageIndex - 1) * TABS_PER_PAGE)}
          ariaLabels={{ nextPageLabel: 'Next customers', previousPageLabel: 'Previous customers', pageLabel: (page) => `Customers page ${page}` }}
        />
      )}
      {customers.length === 0 && !context.editing ? (
        <Box textAlign="center">No customers in this import</Box>
      ) : (
        <Tabs i18nStrings={TAB_SCROLL_LABELS} ariaLabel="Customers" activeTabId={String(current)} tabs={tabs} onChange={({ detail }) => (detail.activeTabId === ADD_NEW ? addCustomer() : setActive(Number(detail.activeTabId)))} />
      )}
    </SpaceBetween>
  );
}
