import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { CHECK_OUTCOME_MESSAGES } from '../../../domain/preauthorisation/prequalification';
import type { MeterPointAuthorisation } from '../../../domain/preauthorisation/types';
import type { ApiResult } from '../api/client';
import { accessibleDescription } from '../../test-support/description';
import { dialogActions, expectClosingToAsk } from '../../test-support/dialogs';
import { renderSignedIn } from '../../test-support/signed-in';

// esbuild does not hoist jest.mock, so the dialog is loaded after the mock is in place.
jest.mock('../api/client', () => ({ ...jest.requireActual<typeof import('../api/client')>('../api/client'), apiFetch: jest.fn(), apiGet: jest.fn() }));
const client = jest.requireMock<typeof import('../api/client')>('../api/client');
const apiFetch = jest.mocked(client.apiFetch);
// The business types a sole trader's request chooses from.
jest.mocked(client.apiGet).mockResolvedValue([{ id: 47110, name: 'Retail sale in non-specialised stores' }]);
const { default: PreAuthorisationDialog } = jest.requireActual<typeof import('./PreAuthorisationDialog')>('./PreAuthorisationDialog');

/** An MPAN core with a right check digit. */
const MPAN = '1012345678903';

function renderDialog(canRequest: (row: MeterPointAuthorisation) => boolean = () => false) {
  const onClose = jest.fn();
  const onRequest = jest.fn();
  renderSignedIn(
    <PreAuthorisationDialog
      tpiid={101}
      products={[{ id: 3, name: 'SME Fixed with Pre-Qualification' }]}
      productTerms={() => ['12', '36']}
      onChecked={() => undefined}
      canRequest={canRequest}
      onRequest={onRequest}
      onClose={onClose}
    />,
  );
  return { onClose, onRequest };
}

const dialog = () => screen.getByRole('dialog', { name: 'Pre-Authorisation Request' });
const { click, clickBackdrop, pressEscape } = dialogActions(dialog);
const type = (label: string, value: string) => act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));

beforeEach(() => apiFetch.mockReset());

it('ignores a click on the backdrop once something is typed, and asks before Escape or Close loses it', async () => {
  const { onClose } = renderDialog();
  await type('Company number', '0123');
  await expectClosingToAsk(dialog, 'Close', onClose, 'Company number', '0123');
});

it('stays open while the checks run, then closes without asking once what was typed is checked', async () => {
  const { onClose } = renderDialog();
  await type('Company number', '01234567');
  await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Meter Points' })));
  const product = createWrapper(dialog()).findSelect()!;
  await act(async () => product.openDropdown());
  await act(async () => product.selectOptionByValue('3'));
  await type('MPxN for row 1', MPAN);

  let answer: (value: ApiResult<unknown>) => void = () => undefined;
  apiFetch.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  await click('Run Checks');
  expect(apiFetch).toHaveBeenCalledTimes(1);
  expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
  await pressEscape();
  await clickBackdrop();
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.queryByText('Leave without saving?')).toBeNull();

  await act(async () => answer({ status: 200, data: { tpiauthorisationid: 't1', authorisations: [] } }));
  // A stray click still leaves the dialog holding what was typed; Escape closes it, with nothing left unchecked.
  await clickBackdrop();
  expect(onClose).not.toHaveBeenCalled();
  await pressEscape();
  expect(screen.queryByText('Leave without saving?')).toBeNull();
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('closes at once, from the backdrop too, while nothing has been typed', async () => {
  const { onClose } = renderDialog();
  await clickBackdrop();
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('says why Run Checks cannot be pressed: nothing typed yet, then what the list above it says to put right', async () => {
  renderDialog();
  const runChecks = () => screen.getByRole('button', { name: 'Run Checks' });
  expect(runChecks().getAttribute('aria-disabled')).toBe('true');
  expect(accessibleDescription(runChecks())).toBe('Fill in the customer and meter points first.');
  await type('Company number', '0123');
  expect(screen.getByRole('list', { name: 'Validation failures' })).toBeTruthy();
  expect(accessibleDescription(runChecks())).toBe('Put right what is listed under "Before running the checks" first.');
});

describe('the home address chosen in the postcode lookup', () => {
  const selectLabelled = (label: string) =>
    createWrapper(dialog())
      .findAllFormFields()
      .find((field) => field.findLabel()?.getElement().textContent === label)!
      .findControl()!
      .findSelect()!;
  const choose = async (label: string, value: string) => {
    await act(async () => selectLabelled(label).openDropdown());
    await act(async () => selectLabelled(label).selectOptionByValue(value));
  };
  const lookedUp = (number: string) => ({
    formatted_address: [`${number} Park Row`, '', '', 'Leeds', 'West Yorkshire'],
    buildingnumber: number,
    thoroughfare: 'Park Row',
    posttown: 'Leeds',
    postcode: 'LS1 4AP',
    addressidentifier: `lookup-id-${number}`,
  });

  /** A sole trader whose home address is the second one the lookup finds at LS1 4AP, with one MPAN. */
  async function fillRequestWithLookedUpAddress() {
    renderDialog();
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Limited company' })));
    await type('Customer name', 'Park Row Stores');
    await choose('Business type', '47110');
    await type('First name', 'Sam');
    await type('Surname', 'Trader');
    await type('Post code', 'LS1 4AP');
    apiFetch.mockResolvedValueOnce({ status: 200, data: { postcode: 'LS1 4AP', addresses: [lookedUp('1'), lookedUp('3')] } });
    await click('Find address');
    await choose('Choose an address', '1');
    expect((screen.getByLabelText('Thoroughfare') as HTMLInputElement).value).toBe('Park Row');
  }

  async function runChecksAndReadBody() {
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Meter Points' })));
    await choose('Product', '3');
    await type('MPxN for row 1', MPAN);
    apiFetch.mockResolvedValueOnce({ status: 200, data: { tpiauthorisationid: 't1', authorisations: [] } });
    await click('Run Checks');
    const sent = apiFetch.mock.calls.find(([method, path]) => method === 'POST' && path === '/api/meterpointauthorisations');
    return sent?.[2]?.body as Record<string, unknown>;
  }

  it("sends the chosen address's identifier with the checks", async () => {
    await fillRequestWithLookedUpAddress();
    const body = await runChecksAndReadBody();
    expect(body).toMatchObject({ limitedcompany: false, homebuildingnumber: '3', homethoroughfare: 'Park Row', addressidentifier: 'lookup-id-3' });
  });

  it('sends none once the broker types over the chosen address, as it is then a typed address', async () => {
    await fillRequestWithLookedUpAddress();
    await type('Building number', '5');
    const body = await runChecksAndReadBody();
    expect(body).toMatchObject({ homebuildingnumber: '5', homethoroughfare: 'Park Row' });
    expect(body.addressidentifier).toBeUndefined();
  });
});

async function fillAndRun(answer: ApiResult<unknown>) {
  await type('Company number', '01234567');
  await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Meter Points' })));
  const product = createWrapper(dialog()).findSelect()!;
  await act(async () => product.openDropdown());
  await act(async () => product.selectOptionByValue('3'));
  await type('MPxN for row 1', MPAN);
  apiFetch.mockResolvedValueOnce(answer);
  await click('Run Checks');
}

const checkedRow = (contractterm: string, paymentcalculationstatus: number) =>
  ({ id: `PA-${contractterm}`, tpiauthorisationid: 't1', mpxn: MPAN, contractterm, authorisationstatus: 1, creditcheckstatus: 1, paymentcalculationstatus, meterpoints: [] }) as unknown as MeterPointAuthorisation;

it('shows the company the credit check found and offers Request initial payment only where it is allowed, opening it for that row', async () => {
  const rows = [checkedRow('12', 2), checkedRow('36', 1)];
  const { onRequest } = renderDialog((row) => row.paymentcalculationstatus === 1);
  await fillAndRun({ status: 200, data: { tpiauthorisationid: 't1', companyname: 'Harbour Bakery Ltd', authorisations: rows } });
  expect(screen.getByText(CHECK_OUTCOME_MESSAGES.companyFound('Harbour Bakery Ltd'))).toBeTruthy();
  expect(screen.queryByRole('button', { name: `Request initial payment for ${MPAN} at 12 months` })).toBeNull();
  await click(`Request initial payment for ${MPAN} at 36 months`);
  expect(onRequest).toHaveBeenCalledWith(rows[1]);
});

it('says when the credit check found no company name', async () => {
  renderDialog();
  await fillAndRun({ status: 200, data: { tpiauthorisationid: 't1', authorisations: [checkedRow('36', 1)] } });
  expect(screen.getByText(CHECK_OUTCOME_MESSAGES.companyNotFound)).toBeTruthy();
});
