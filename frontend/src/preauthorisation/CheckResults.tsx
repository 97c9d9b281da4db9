import Table from '@cloudscape-design/components/table';
import { formatPounds } from '../../../domain/preauthorisation/initial-payment';
import type { MeterPointAuthorisation } from '../../../domain/preauthorisation/types';
import { checkStatusName } from './labels';

/** One row's outcome as a sentence, for the announcement of the results. */
export const checkSummary = (row: MeterPointAuthorisation) =>
  `${row.mpxn} ${row.contractterm} months: authorisation ${checkStatusName(row.authorisationstatus)}, credit check ${checkStatusName(row.creditcheckstatus)}`;

/** What Run Checks answered, one row per meter point and term. */
export default function CheckResults({ rows }: { rows: readonly MeterPointAuthorisation[] }) {
  return (
    <Table
      variant="embedded"
      header="Check results"
      items={[...rows]}
      wrapLines
      columnDefinitions={[
        { id: 'mpxn', header: 'MPxN', cell: (row) => row.mpxn },
        { id: 'term', header: 'Term', cell: (row) => row.contractterm },
        { id: 'authorisation', header: 'Authorisation', cell: (row) => `${checkStatusName(row.authorisationstatus)}: ${row.authorisationreason ?? ''}` },
        { id: 'credit', header: 'Credit Check', cell: (row) => `${checkStatusName(row.creditcheckstatus)}: ${row.creditcheckreason ?? ''}` },
        { id: 'payment', header: 'Initial payment', cell: (row) => formatPounds(row.initialpayment) },
      ]}
    />
  );
}
