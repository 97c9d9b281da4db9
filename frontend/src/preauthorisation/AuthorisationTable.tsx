import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Pagination from '@cloudscape-design/components/pagination';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState, type ReactNode } from 'react';
import { REQUEST_LIST_MESSAGES } from '../../../domain/preauthorisation/list-window';
import { CHECK_STATUS_NAMES, type MeterPointAuthorisation } from '../../../domain/preauthorisation/types';
import { authorisationColumns, type ColumnOptions } from './columns';

/** Spec 9: the pre-authorisation table shows 20 rows a page. */
export const PAGE_SIZE = 20;

const ANY = { value: '', label: 'Any' };
const STATUS_OPTIONS: SelectProps.Option[] = [ANY, ...Object.entries(CHECK_STATUS_NAMES).map(([value, label]) => ({ value, label })), { value: 'none', label: 'None' }];

const matchesStatus = (status: number | undefined, chosen: string) => chosen === '' || (chosen === 'none' ? status === undefined : String(status) === chosen);

interface AuthorisationTableProps extends ColumnOptions {
  readonly rows: readonly MeterPointAuthorisation[];
  readonly loading: boolean;
  /** The list could not be loaded, so "none yet" would not be true. */
  readonly loadFailed: boolean;
  readonly terms: readonly string[];
  readonly header: ReactNode;
}

/** The pre-authorisation list: text search with Reset, term / authorisation / credit check filters, 20 a page. */
export default function AuthorisationTable({ rows, loading, loadFailed, terms, header, ...columnOptions }: AuthorisationTableProps) {
  const [term, setTerm] = useState<SelectProps.Option>(ANY);
  const [authorisation, setAuthorisation] = useState<SelectProps.Option>(ANY);
  const [credit, setCredit] = useState<SelectProps.Option>(ANY);
  const filtered = rows.filter(
    (row) =>
      (term.value === '' || row.contractterm === term.value) &&
      matchesStatus(row.authorisationstatus, authorisation.value ?? '') &&
      matchesStatus(row.creditcheckstatus, credit.value ?? ''),
  );
  const empty = <Box textAlign="center" color="inherit">{loadFailed ? REQUEST_LIST_MESSAGES.notLoaded : 'No pre-authorisations yet'}</Box>;
  const { items, collectionProps, filterProps, paginationProps, actions, filteredItemsCount } = useCollection(filtered, {
    filtering: {
      empty,
      noMatch: <Box textAlign="center" color="inherit">No pre-authorisations match</Box>,
      fields: ['id', 'tpiauthorisationid', 'username', 'name', 'mpxn', 'pricebookname'],
    },
    pagination: { pageSize: PAGE_SIZE },
    sorting: { defaultState: { sortingColumn: { sortingField: 'datetime' }, isDescending: true } },
  });
  const reset = () => {
    actions.setFiltering('');
    setTerm(ANY);
    setAuthorisation(ANY);
    setCredit(ANY);
  };
  const filter = (label: string, value: SelectProps.Option, options: SelectProps.Option[], onChange: (option: SelectProps.Option) => void) => (
    <Select ariaLabel={label} selectedOption={{ ...value, label: `${label}: ${value.label}` }} options={options} onChange={({ detail }) => onChange(detail.selectedOption)} />
  );

  return (
    <Table
      {...collectionProps}
      header={header}
      items={items}
      loading={loading}
      loadingText="Loading pre-authorisations"
      columnDefinitions={authorisationColumns(columnOptions)}
      variant="full-page"
      wrapLines
      resizableColumns
      stickyColumns={{ first: 1 }}
      filter={
        <SpaceBetween direction="horizontal" size="xs">
          <TextFilter {...filterProps} filteringPlaceholder="Search" filteringAriaLabel="Search pre-authorisations" filteringClearAriaLabel="Clear search" countText={`${filteredItemsCount ?? 0} matches`} />
          {filter('Term', term, [ANY, ...terms.map((value) => ({ value, label: value }))], setTerm)}
          {filter('Authorisation', authorisation, STATUS_OPTIONS, setAuthorisation)}
          {filter('Credit Check', credit, STATUS_OPTIONS, setCredit)}
          <Button onClick={reset}>Reset</Button>
        </SpaceBetween>
      }
      pagination={<Pagination {...paginationProps} ariaLabels={{ nextPageLabel: 'Next page', previousPageLabel: 'Previous page', pageLabel: (page) => `Page ${page}` }} />}
    />
  );
}
