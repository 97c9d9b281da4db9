import { render, screen, within } from '@testing-library/react';
import type { MeterPointAuthorisation } from '../../../domain/preauthorisation/types';
import AuthorisationTable from './AuthorisationTable';

const checked = {
  id: 'PA261125-43ZM5J',
  tpiauthorisationid: 't1',
  datetime: '2026-11-25T10:00:00.000Z',
  username: 'Bea Broker',
  name: 'Ann Landlord',
  product: 1,
  mpxn: '1200023305967',
  contractterm: '36',
  authorisationstatus: 1,
  authorisationreason: 'Customer authorised',
  creditcheckstatus: 3,
  creditcheckreason: 'Business type needs manual underwriting',
  paymentcalculationstatus: 1,
  paymentcalculationreason: 'First payment calculated',
  initialpayment: 120.5,
} as unknown as MeterPointAuthorisation;

const renderTable = () =>
  render(
    <AuthorisationTable
      rows={[checked]}
      loading={false}
      loadFailed={false}
      terms={['36']}
      header="Pre-Qualifier"
      productName={() => 'SME Fixed with Pre-Qualification'}
      showPayments
      canRequest={() => true}
      onRequest={() => undefined}
    />,
  );

it('puts what a broker acts on first: customer, meter point, checks, payment status and Request, then the details', () => {
  renderTable();
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'Customer Name', 'MPxN', 'Term', 'Authorisation', 'Credit Check', 'Payment Status', 'Payments', 'Id', 'Date Time', 'Requested By', 'Product', 'Tariff', 'Prices',
  ]);
});

it('shows each check\'s reason and the payment calculation\'s in the cell itself, where keyboard, touch and screen reader users read it', () => {
  renderTable();
  const cells = within(screen.getByText(checked.mpxn).closest('tr')!).getAllByRole('cell');
  const cellHolding = (text: string) => cells.find((cell) => within(cell).queryByText(text));
  expect(cellHolding('Customer authorised')?.textContent).toBe('PassedCustomer authorised');
  expect(cellHolding('Business type needs manual underwriting')?.textContent).toBe('ReferredBusiness type needs manual underwriting');
  const payment = cellHolding('First payment calculated');
  expect(payment?.textContent).toBe('£120.50RequestFirst payment calculated');
  // The Request button is still there beside the amount.
  expect(within(payment!).getByRole('button', { name: `Request initial payment for ${checked.mpxn} at 36 months` })).toBeTruthy();
});
