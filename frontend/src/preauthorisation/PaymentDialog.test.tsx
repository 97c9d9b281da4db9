import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PAYMENT_MESSAGES } from '../../../domain/preauthorisation/payment-request';
import type { MeterPointAuthorisation } from '../../../domain/preauthorisation/types';
import type { ApiResult } from '../api/client';
import { accessibleDescription } from '../../test-support/description';
import { dialogActions, expectClosingToAsk } from '../../test-support/dialogs';
import { renderSignedIn } from '../../test-support/signed-in';

// esbuild does not hoist jest.mock, so the dialog is loaded after the mock is in place.
jest.mock('../api/client', () => ({ ...jest.requireActual<typeof import('../api/client')>('../api/client'), apiFetch: jest.fn() }));
const apiFetch = jest.mocked(jest.requireMock<typeof import('../api/client')>('../api/client').apiFetch);
const { default: PaymentDialog } = jest.requireActual<typeof import('./PaymentDialog')>('./PaymentDialog');

const row = {
  id: 'r1',
  tpiauthorisationid: 't1',
  mpxn: '1200023305967',
  product: 1,
  contractterm: '36',
  annualconsumption: 12000,
  commission: 1.5,
  tariffprices: [{ name: 'Unit Rate', value: 25.9 }, { name: 'Standing Charge', value: 52 }],
  meterpoints: [{ utilityid: 1, mpxn: '1200023305967' }],
} as unknown as MeterPointAuthorisation;

const REFUSAL = 'A payment has already been requested for 1200023305967';
const refused: ApiResult<unknown> = { status: 422, data: [REFUSAL] };

function renderDialog(own = row, rows = [row]) {
  const onClose = jest.fn();
  const onRequested = jest.fn();
  renderSignedIn(
    <PaymentDialog row={own} rows={rows} canRequest={() => true} productTerms={() => ['36']} commissionEditable={() => true} onRequested={onRequested} onClose={onClose} />,
  );
  return { onClose, onRequested };
}

const dialog = () => screen.getByRole('dialog', { name: 'Request Initial Payment' });
const button = (name: string) => screen.getByRole('button', { name });
const { click, clickBackdrop, pressEscape } = dialogActions(dialog);

async function fillIn() {
  for (const [label, value] of [['First name', 'Ann'], ['Last name', 'Baker'], ['Email', 'ann@example.com']]) {
    await act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
  }
  await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Single meter' })));
}

beforeEach(() => apiFetch.mockReset());

it('cannot be closed while its request is in flight: Cancel is disabled, and Escape, the close button and the backdrop do nothing', async () => {
  const { onClose, onRequested } = renderDialog();
  await fillIn();
  let answer: (value: ApiResult<unknown>) => void = () => undefined;
  apiFetch.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  await click('Request Payment');

  expect((button('Cancel') as HTMLButtonElement).disabled).toBe(true);
  await pressEscape();
  await click('Close dialog');
  await clickBackdrop();
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.queryByText('Leave without saving?')).toBeNull();

  await act(async () => answer({ status: 200, data: {} }));
  expect(onRequested).toHaveBeenCalledTimes(1);
});

it('keeps the last failure shown until the next outcome, so a double-click after a failure sends once and leaves the dialog as it was', async () => {
  const { onClose } = renderDialog();
  await fillIn();
  apiFetch.mockResolvedValueOnce(refused);
  await click('Request Payment');
  await screen.findByText(REFUSAL);

  let answer: (value: ApiResult<unknown>) => void = () => undefined;
  apiFetch.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  await act(async () => {
    fireEvent.click(button('Request Payment'));
    fireEvent.click(button('Request Payment'));
  });
  expect(apiFetch).toHaveBeenCalledTimes(2);
  // While it asks again, the failure stays where it was: the dialog keeps its size.
  expect(screen.getByText(PAYMENT_MESSAGES.failed)).toBeTruthy();
  expect(screen.getByText(REFUSAL)).toBeTruthy();

  const assertive = screen.getByTestId('assertive-announcements');
  await act(async () => answer(refused));
  // The same failure again is said again.
  await waitFor(() => expect(assertive.textContent).toBe(`${PAYMENT_MESSAGES.failed}. ${REFUSAL}`));
  expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ann');
  expect(onClose).not.toHaveBeenCalled();
});

it('ignores a click on the backdrop once filled in, and asks before Escape or Cancel loses what was typed', async () => {
  const { onClose } = renderDialog();
  await fillIn();
  await expectClosingToAsk(dialog, 'Cancel', onClose, 'First name', 'Ann');
});

it('closes at once, from the backdrop too, while nothing has been typed', async () => {
  const { onClose } = renderDialog();
  await clickBackdrop();
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Leave without saving?')).toBeNull();
});

it('closes only Add MPxN on Escape there, leaving the payment dialog and what was typed', async () => {
  const { onClose } = renderDialog();
  await fillIn();
  await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Multi meter' })));
  await click('Add MPxN');
  await act(async () => fireEvent.keyDown(screen.getByLabelText('Search meter points'), { key: 'Escape', keyCode: 27 }));
  expect(screen.queryByRole('dialog', { name: 'Add MPxN' })).toBeNull();
  expect(screen.queryByText('Leave without saving?')).toBeNull();
  expect(onClose).not.toHaveBeenCalled();
  expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ann');
});

it('puts focus in the commission override Override opens, and Enter there applies it', async () => {
  renderDialog();
  // The dialog opens on its first field, a moment after it shows.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
  await click('Override commission for 1200023305967 at 36 months');
  const override = screen.getByLabelText('Commission override for 1200023305967 at 36 months');
  expect(document.activeElement).toBe(override);
  await act(async () => fireEvent.change(override, { target: { value: '1.2' } }));
  await act(async () => fireEvent.keyDown(override, { key: 'Enter', keyCode: 13 }));
  expect(screen.queryByLabelText('Commission override for 1200023305967 at 36 months')).toBeNull();
  expect(screen.getByText('1.20')).toBeTruthy();
});

it('says what is missing while Request Payment cannot be pressed, in the words the server would use, and nothing once it can', async () => {
  renderDialog();
  expect(button('Request Payment').getAttribute('aria-disabled')).toBe('true');
  expect(accessibleDescription(button('Request Payment'))).toBe(
    [PAYMENT_MESSAGES.firstName, PAYMENT_MESSAGES.lastName, PAYMENT_MESSAGES.email, PAYMENT_MESSAGES.type].join('. ') + '.',
  );
  await fillIn();
  expect(button('Request Payment').getAttribute('aria-disabled')).toBeNull();
  expect(accessibleDescription(button('Request Payment'))).toBe('');
});

it('brings in the other meter point checked with it for Multi meter, and says what to do when one is taken out', async () => {
  const meterpoints = [{ utilityid: 1, mpxn: '1200023305967' }, { utilityid: 1, mpxn: '1300023305964' }];
  const own = { ...row, meterpoints } as MeterPointAuthorisation;
  const companion = { ...own, id: 'r2', mpxn: '1300023305964' } as MeterPointAuthorisation;
  const elsewhere = { ...companion, id: 'r3', tpiauthorisationid: 't2' } as MeterPointAuthorisation;
  renderDialog(own, [own, companion, elsewhere]);
  await fillIn();
  await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Multi meter' })));
  expect(screen.getByRole('button', { name: 'Remove 1300023305964 at 36 months' })).toBeTruthy();
  expect(button('Request Payment').getAttribute('aria-disabled')).toBeNull();

  await click('Remove 1300023305964 at 36 months');
  expect(screen.getByText(PAYMENT_MESSAGES.multiMeterOne)).toBeTruthy();
  expect(button('Request Payment').getAttribute('aria-disabled')).toBe('true');
  expect(accessibleDescription(button('Request Payment'))).toBe(`${PAYMENT_MESSAGES.multiMeterOne}.`);

  // Single keeps the first line; Multi again brings the meter point back.
  await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Single meter' })));
  await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Multi meter' })));
  expect(screen.getAllByRole('button', { name: /^Remove 1300023305964/ })).toHaveLength(1);
});
