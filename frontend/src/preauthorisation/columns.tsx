import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { formatPounds, formatPrice } from '../../../domain/preauthorisation/initial-payment';
import { NONE, type MeterPointAuthorisation } from '../../../domain/preauthorisation/types';
import { formatDateTime } from '../../../domain/reports/format';
import { checkStatusName, paymentStatusName } from './labels';

type Column = TableProps.ColumnDefinition<MeterPointAuthorisation>;

export interface ColumnOptions {
  readonly productName: (product: number) => string;
  /** Adds Payments and Payment Status, for when the product shows payment requests. */
  readonly showPayments: boolean;
  readonly canRequest: (row: MeterPointAuthorisation) => boolean;
  readonly onRequest: (row: MeterPointAuthorisation) => void;
}

/** Each price on a line of its own, kept whole, so the column is as wide as its longest price. */
const prices = (row: MeterPointAuthorisation) =>
  row.tariffprices?.length ? (
    <SpaceBetween size="xxxs">
      {row.tariffprices.map((price) => (
        <Box key={price.name} variant="span">
          <span style={{ whiteSpace: 'nowrap' }}>{formatPrice(price)}</span>
        </Box>
      ))}
    </SpaceBetween>
  ) : (
    NONE
  );

/**
 * An outcome with its reason beneath in smaller text, in the cell itself so that keyboard, touch and screen
 * reader users read it too (a title tooltip reaches none of them).
 */
const withReason = (outcome: ReactNode, reason: string | undefined) => (
  <>
    {outcome}
    {reason && (
      <Box variant="small" display="block" color="text-body-secondary">
        {reason}
      </Box>
    )}
  </>
);

/**
 * The list's columns, what a broker acts on first: the customer, the meter point, the checks, the payment's
 * status and Request; then the record's details. Widths in pixels at the list's 14px text; the broker may
 * resize them.
 */
export function authorisationColumns({ productName, showPayments, canRequest, onRequest }: ColumnOptions): Column[] {
  const columns: Column[] = [
    { id: 'name', header: 'Customer Name', cell: (row) => row.name || NONE, sortingField: 'name', width: 180, minWidth: 140 },
    { id: 'mpxn', header: 'MPxN', cell: (row) => row.mpxn, sortingField: 'mpxn', width: 160, minWidth: 150 },
    { id: 'contractterm', header: 'Term', cell: (row) => row.contractterm, sortingField: 'contractterm', width: 100, minWidth: 100 },
    { id: 'authorisation', header: 'Authorisation', cell: (row) => withReason(checkStatusName(row.authorisationstatus), row.authorisationreason), width: 140, minWidth: 130 },
    { id: 'creditcheck', header: 'Credit Check', cell: (row) => withReason(checkStatusName(row.creditcheckstatus), row.creditcheckreason), width: 130, minWidth: 120 },
  ];
  if (showPayments) {
    columns.push(
      { id: 'paymentstatus', header: 'Payment Status', cell: (row) => paymentStatusName(row), width: 140, minWidth: 130 },
      {
        id: 'payments',
        header: 'Payments',
        cell: (row) =>
          withReason(
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <span>{formatPounds(row.initialpayment)}</span>
              {canRequest(row) && (
                <Button variant="inline-link" ariaLabel={`Request initial payment for ${row.mpxn} at ${row.contractterm} months`} onClick={() => onRequest(row)}>
                  Request
                </Button>
              )}
            </SpaceBetween>,
            row.paymentcalculationreason,
          ),
        width: 180,
        minWidth: 130,
      },
    );
  }
  columns.push(
    // Whole: an id (PA261125-43ZM5J) is made to be read out to support, and its date part alone is every check of that day.
    { id: 'id', header: 'Id', cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.id}</span>, sortingField: 'id', width: 160, minWidth: 150 },
    { id: 'datetime', header: 'Date Time', cell: (row) => formatDateTime(row.datetime), sortingField: 'datetime', width: 170, minWidth: 160 },
    { id: 'username', header: 'Requested By', cell: (row) => row.username, sortingField: 'username', width: 150, minWidth: 120 },
    { id: 'product', header: 'Product', cell: (row) => productName(row.product), width: 180, minWidth: 120 },
    { id: 'tariff', header: 'Tariff', cell: (row) => row.pricebookname ?? NONE, width: 170, minWidth: 120 },
    { id: 'prices', header: 'Prices', cell: prices, width: 210, minWidth: 190 },
  );
  return columns;
}
