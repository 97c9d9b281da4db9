import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ApiResult } from '../api/client';
import { accessibleDescription } from '../../test-support/description';
import { dialogActions, expectClosingToAsk } from '../../test-support/dialogs';
import { renderSignedIn } from '../../test-support/signed-in';

// esbuild does not hoist jest.mock, so the dialog is loaded after the mock is in place.
jest.mock('../api/client', () => ({ ...jest.requireActual<typeof import('../api/client')>('../api/client'), apiFetch: jest.fn(), apiGet: jest.fn() }));
const client = jest.requireMock<typeof import('../api/client')>('../api/client');
const apiFetch = jest.mocked(client.apiFetch);
jest.mocked(client.apiGet).mockResolvedValue([]);
const { default: PreAuthorisationDialog } = jest.requireActual<typeof import('./PreAuthorisationDialog')>('./PreAuthorisationDialog');

/** An MPAN core with a right check digit. */
const MPAN = '1012345678903';

function renderDialog() {
  const onClose = jest.fn();
  renderSignedIn(
    <PreAuthorisationDialog tpiid={101} products={[{ id: 3, name: 'SME Fixed with Pre-Qualification' }]} productTerms={() => ['12', '36']} onChecked={() => undefined} onClose={onClose} />,
  );
  return { onClose };
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
