import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { formatPounds, formatPrices } from '../../../domain/preauthorisation/initial-payment';
import { NONE, type MeterPointAuthorisation } from '../../../domain/preauthorisation/types';
import { checkStatusName, formatDateTime, paymentStatusName } from './labels';

type Column = TableProps.ColumnDefinition<MeterPointAuthorisation>;

export interface ColumnOptions {
  readonly productName: (product: number) => string;
  /** Adds Payments and Payment Status (spec 2.5: when the product shows payment requests). */
  readonly showPayments: boolean;
  readonly canRequest: (row: MeterPointAuthorisation) => boolean;
  readonly onRequest: (row: MeterPointAuthorisation) => void;
}

/** The list's columns in the spec's order (2.5). */
export function authorisationColumns({ productName, showPayments, canRequest, onRequest }: ColumnOptions): Column[] {
  const columns: Column[] = [
    { id: 'id', header: 'Id', cell: (row) => row.id, sortingField: 'id' },
    { id: 'datetime', header: 'Date Time', cell: (row) => formatDateTime(row.datetime), sortingField: 'datetime' },
    { id: 'username', header: 'Requested By', cell: (row) => row.username, sortingField: 'username' },
    { id: 'name', header: 'Customer Name', cell: (row) => row.name || NONE, sortingField: 'name' },
    { id: 'product', header: 'Product', cell: (row) => productName(row.product) },
    { id: 'mpxn', header: 'MPxN', cell: (row) => row.mpxn, sortingField: 'mpxn' },
    { id: 'contractterm', header: 'Term', cell: (row) => row.contractterm, sortingField: 'contractterm' },
    { id: 'authorisation', header: 'Authorisation', cell: (row) => <span title={row.authorisationreason}>{checkStatusName(row.authorisationstatus)}</span> },
    { id: 'creditcheck', header: 'Credit Check', cell: (row) => <span title={row.creditcheckreason}>{checkStatusName(row.creditcheckstatus)}</span> },
  ];
  if (showPayments) {
    columns.push(
      {
        id: 'payments',
        header: 'Payments',
        cell: (row) => (
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <span title={row.paymentcalculationreason}>{formatPounds(row.initialpayment)}</span>
            {canRequest(row) && (
              <Button variant="inline-link" ariaLabel={`Request initial payment for ${row.mpxn} at ${row.contractterm} months`} onClick={() => onRequest(row)}>
                Request
              </Button>
            )}
          </SpaceBetween>
        ),
      },
      { id: 'paymentstatus', header: 'Payment Status', cell: (row) => paymentStatusName(row) },
    );
  }
  columns.push(
    { id: 'tariff', header: 'Tariff', cell: (row) => row.pricebookname ?? NONE },
    { id: 'prices', header: 'Prices', cell: (row) => formatPrices(row.tariffprices) },
  );
  return columns;
}
