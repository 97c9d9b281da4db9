import Button from '@cloudscape-design/components/button';
import Table from '@cloudscape-design/components/table';
import { CHECK_OUTCOME_MESSAGES } from '../../../domain/preauthorisation/prequalification';
import { formatPounds } from '../../../domain/preauthorisation/initial-payment';
import type { MeterPointAuthorisation } from '../../../domain/preauthorisation/types';
import { checkStatusName } from './labels';

/** One row's outcome as a sentence, for the announcement of the results. */
export const checkSummary = (row: MeterPointAuthorisation) =>
  `${row.mpxn} ${row.contractterm} months: authorisation ${checkStatusName(row.authorisationstatus)}, credit check ${checkStatusName(row.creditcheckstatus)}`;

interface CheckResultsProps {
  readonly rows: readonly MeterPointAuthorisation[];
  /** The Request rule of the list (domain/preauthorisation/payment-request.ts), so the next step is offered here too. */
  readonly canRequest: (row: MeterPointAuthorisation) => boolean;
  readonly onRequest: (row: MeterPointAuthorisation) => void;
}

/** What Run Checks answered, one row per meter point and term, with Request initial payment where allowed. */
export default function CheckResults({ rows, canRequest, onRequest }: CheckResultsProps) {
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
        {
          id: 'request',
          header: 'Next step',
          cell: (row) =>
            canRequest(row) ? (
              <Button ariaLabel={`${CHECK_OUTCOME_MESSAGES.requestPayment} for ${row.mpxn} at ${row.contractterm} months`} onClick={() => onRequest(row)}>
                {CHECK_OUTCOME_MESSAGES.requestPayment}
              </Button>
            ) : (
              ''
            ),
        },
      ]}
    />
  );
}
