import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Input from '@cloudscape-design/components/input';
import Pagination from '@cloudscape-design/components/pagination';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState, type ReactNode } from 'react';
import { IMPORT_LIST_MESSAGES, importLabel, importName, type ImportListRow } from '../../../domain/import/list';
import { isRenewal } from '../../../domain/import/source';
import { formatCell } from '../../../domain/reports/format';
import { DAY_WINDOWS, dayWindowLabel } from './day-window';
import ImportStatus from './ImportStatus';

/** The import table shows 5 rows a page. */
export const IMPORT_PAGE_SIZE = 5;

interface ImportListProps {
  /** The list's header, given how many loaded imports the status and file name filters leave. */
  readonly header: (matching: number) => ReactNode;
  readonly rows: readonly ImportListRow[];
  readonly loading: boolean;
  /** The list could not be loaded, so "none in this window" would not be true. */
  readonly loadFailed: boolean;
  /** Below the table: the loaded count and the button for older imports. */
  readonly footer?: ReactNode;
  readonly statusName: (status: number) => string;
  readonly statusOptions: readonly { id: number; name: string }[];
  readonly productName: (id: number) => string;
  readonly days: number;
  readonly onDays: (days: number) => void;
  /** The status chosen: the rows are that status's imports however old, and the day window does not apply. None is Any status. */
  readonly status?: number;
  readonly onStatus: (status: number | undefined) => void;
  /** Only renewals (source type 3) of the rows are shown. */
  readonly renewals: boolean;
  readonly onRenewals: (renewals: boolean) => void;
  readonly selectedId?: string;
  readonly onSelect: (row: ImportListRow) => void;
  /** While editing, other rows cannot be selected, so unsaved edits are never left behind unseen. */
  readonly locked: boolean;
}

/** Whether a file name holds the text typed to find it, case aside. */
const nameHolds = (row: ImportListRow, text: string) => importName(row).toLocaleLowerCase('en-GB').includes(text.trim().toLocaleLowerCase('en-GB'));

/** What the table says when it shows no row: not loaded, none loaded, or none of those loaded left by the filters. */
function emptyText({ loadFailed, rows, status, statusName }: Pick<ImportListProps, 'loadFailed' | 'rows' | 'status' | 'statusName'>): string {
  if (loadFailed) return IMPORT_LIST_MESSAGES.notLoaded;
  if (status === undefined) return rows.length ? IMPORT_LIST_MESSAGES.noMatch : IMPORT_LIST_MESSAGES.noneInWindow;
  return rows.length ? IMPORT_LIST_MESSAGES.noMatchInStatus : IMPORT_LIST_MESSAGES.noneInStatus(statusName(status));
}

/** The import list: status filter, renewals only, file-name search, day window, 5 a page with a jump-to-page box. */
export default function ImportList(props: ImportListProps) {
  const { rows, statusName, days, onDays, status, renewals, locked } = props;
  const [jump, setJump] = useState('');
  const [fileText, setFileText] = useState('');
  const filtered = rows.filter((row) => (status === undefined || row.importstatus === status) && (!renewals || isRenewal(row.sourcetype)) && nameHolds(row, fileText));
  const { items, collectionProps, paginationProps, actions } = useCollection(filtered, {
    pagination: { pageSize: IMPORT_PAGE_SIZE },
    selection: {},
  });
  const pages = Math.max(1, Math.ceil(filtered.length / IMPORT_PAGE_SIZE));
  const goTo = () => {
    const page = Number(jump);
    if (Number.isInteger(page) && page >= 1 && page <= pages) actions.setCurrentPage(page);
    setJump('');
  };
  const selected = rows.filter((row) => row.id === props.selectedId);
  const statusOptions: SelectProps.Option[] = [{ value: '', label: 'Any status' }, ...props.statusOptions.map((s) => ({ value: String(s.id), label: s.name }))];
  const dayOptions: SelectProps.Option[] = DAY_WINDOWS.map((d) => ({ value: String(d), label: dayWindowLabel(d) }));

  return (
    <Table
      {...collectionProps}
      header={props.header(filtered.length)}
      items={items}
      loading={props.loading}
      loadingText="Loading imports"
      footer={props.footer}
      trackBy="id"
      selectionType="single"
      selectedItems={selected}
      isItemDisabled={(row) => locked && row.id !== props.selectedId}
      onSelectionChange={({ detail }) => !locked && detail.selectedItems[0] && props.onSelect(detail.selectedItems[0])}
      ariaLabels={{ itemSelectionLabel: (_, row) => `Select import ${importLabel(row)}`, selectionGroupLabel: 'Imports', allItemsSelectionLabel: () => 'Imports' }}
      empty={<Box textAlign="center" color="inherit">{emptyText(props)}</Box>}
      columnDefinitions={[
        { id: 'importdatetime', header: 'Imported', cell: (row) => formatCell(row.importdatetime, 'datetime') },
        { id: 'file', header: 'File', cell: importName },
        { id: 'product', header: 'Product', cell: (row) => props.productName(row.productdefinition) },
        { id: 'status', header: 'Status', cell: (row) => <ImportStatus status={row.importstatus} name={statusName(row.importstatus)} /> },
        { id: 'customers', header: 'Customers', cell: (row) => row.customercount },
        { id: 'failures', header: 'Errors', cell: (row) => row.failurecount },
        { id: 'username', header: 'User', cell: (row) => row.username },
      ]}
      filter={
        <SpaceBetween direction="horizontal" size="xs">
          <TextFilter
            filteringText={fileText}
            filteringAriaLabel="Find imports by file name"
            filteringPlaceholder="Find by file name"
            filteringClearAriaLabel="Clear the file name search"
            countText={fileText.trim() ? `${filtered.length} ${filtered.length === 1 ? 'match' : 'matches'}` : undefined}
            onChange={({ detail }) => (setFileText(detail.filteringText), actions.setCurrentPage(1))}
          />
          <Select
            ariaLabel="Status"
            selectedOption={status === undefined ? statusOptions[0] : (statusOptions.find((o) => o.value === String(status)) ?? { value: String(status), label: statusName(status) })}
            options={statusOptions}
            onChange={({ detail }) => (props.onStatus(detail.selectedOption.value ? Number(detail.selectedOption.value) : undefined), actions.setCurrentPage(1))}
          />
          {/* A status's list holds its imports of every date, so only Any status has a day window. */}
          {status === undefined && (
            <Select ariaLabel="Import date window" selectedOption={dayOptions.find((o) => o.value === String(days)) ?? dayOptions[0]} options={dayOptions} onChange={({ detail }) => onDays(Number(detail.selectedOption.value))} />
          )}
          <Checkbox checked={renewals} onChange={({ detail }) => (props.onRenewals(detail.checked), actions.setCurrentPage(1))}>
            {IMPORT_LIST_MESSAGES.renewalsOnly}
          </Checkbox>
        </SpaceBetween>
      }
      pagination={
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Pagination {...paginationProps} ariaLabels={{ nextPageLabel: 'Next page', previousPageLabel: 'Previous page', pageLabel: (page) => `Page ${page}` }} />
          <Input ariaLabel="Go to page" placeholder="Page" inputMode="numeric" value={jump} onChange={({ detail }) => setJump(detail.value)} onKeyDown={({ detail }) => detail.key === 'Enter' && goTo()} />
          <Button onClick={goTo}>Go</Button>
        </SpaceBetween>
      }
    />
  );
}
