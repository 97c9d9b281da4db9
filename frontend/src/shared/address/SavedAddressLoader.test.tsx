import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { SAVED_ADDRESS_MESSAGES } from '../../../../domain/address';
import type { SavedRecordMatch } from '../../../../domain/saved-records';
import { renderSignedIn } from '../../../test-support/signed-in';
import type { AddressValue } from './AddressEditor';

// esbuild does not hoist jest.mock, so the editor is loaded after the mock is in place.
jest.mock('../../api/client', () => ({ apiFetch: jest.fn() }));
const mockedApiFetch = jest.mocked(jest.requireMock<typeof import('../../api/client')>('../../api/client').apiFetch);
const { default: AddressEditor } = jest.requireActual<typeof import('./AddressEditor')>('./AddressEditor');

const SAVED = { id: 'imp-1:2:1', name: 'Unit 4 Warehouse', subbuildingname: '', buildingname: '', buildingnumber: '4', dependentthoroughfare: '', thoroughfare: 'Mill Lane', doubledependentlocality: '', dependentlocality: '', posttown: 'Leeds', county: '', postcode: 'LS1 4AP' };
const MATCHES: SavedRecordMatch[] = [
  { entity: 'site', id: 'imp-1:2:1', name: 'Unit 4 Warehouse', postcode: 'LS1 4AP', posttown: 'Leeds', reference: 'S101-0031' },
  { entity: 'customer', id: 'imp-1:2', name: 'Warehouse Co Ltd', postcode: 'LS1 4AP', posttown: 'Leeds' },
];

function renderEditor(initial: AddressValue, withName = false) {
  const latest = { value: initial };
  function Parent() {
    const [value, setValue] = useState(initial);
    latest.value = value;
    return <AddressEditor value={value} onChange={setValue} withName={withName} savedEntity="site" />;
  }
  renderSignedIn(<Parent />);
  return latest;
}

const searchBox = () => screen.getByLabelText('Saved customer, site or account name, postcode or reference');
const find = async (text: string) => {
  fireEvent.change(searchBox(), { target: { value: text } });
  await act(async () => fireEvent.submit(searchBox().closest('form')!));
};
const loadButton = (name: string) => screen.getByRole('button', { name });
/** Whether the text shows on the page once, apart from the live regions that also say it. */
const shown = (text: string) => screen.queryAllByText(text).filter((element) => !element.closest('[aria-live]')).length === 1;

describe('AddressEditor loading a saved address', () => {
  beforeEach(() => mockedApiFetch.mockReset());

  it("finds the intermediary's saved records by the text typed, and loads the chosen one's name and every address field", async () => {
    mockedApiFetch.mockResolvedValueOnce({ status: 200, data: MATCHES }).mockResolvedValueOnce({ status: 200, data: SAVED });
    const latest = renderEditor({ name: 'Old', buildingname: 'Old Mill', postcode: 'SW1A 2AA' }, true);
    await find(' wareh ');
    expect(mockedApiFetch).toHaveBeenCalledWith('GET', '/api/savedrecords', { query: { tpiid: 101, q: 'wareh' } });
    expect(shown(SAVED_ADDRESS_MESSAGES.found(2, false))).toBe(true);
    // Each match shows its reference, never the internal id the address is loaded by.
    expect(shown('S101-0031')).toBe(true);
    expect(screen.queryByText('imp-1:2:1')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('polite-announcements').textContent).toBe(SAVED_ADDRESS_MESSAGES.found(2, false)));
    await act(async () => fireEvent.click(loadButton('Load the address of site Unit 4 Warehouse, LS1 4AP')));
    expect(mockedApiFetch).toHaveBeenLastCalledWith('GET', '/api/sites/imp-1%3A2%3A1');
    expect(latest.value).toMatchObject({ name: 'Unit 4 Warehouse', buildingnumber: '4', thoroughfare: 'Mill Lane', posttown: 'Leeds', postcode: 'LS1 4AP' });
    expect(latest.value.buildingname).toBe('');
    expect(shown(SAVED_ADDRESS_MESSAGES.loaded)).toBe(true);
  });

  it('asks nothing for fewer than two letters or digits, and says how much to type', async () => {
    renderEditor({});
    await find(' - ');
    expect(mockedApiFetch).not.toHaveBeenCalled();
    expect(shown(SAVED_ADDRESS_MESSAGES.tooShort)).toBe(true);
  });

  it('says when nothing matches and when the search fails, leaving the typed address alone', async () => {
    mockedApiFetch.mockResolvedValueOnce({ status: 200, data: [] }).mockResolvedValueOnce({ status: 502, data: { message: 'Bad gateway' } });
    const latest = renderEditor({ buildingname: 'Old Mill', postcode: 'SW1A 2AA' });
    await find('zzz');
    expect(shown(SAVED_ADDRESS_MESSAGES.noMatch('zzz'))).toBe(true);
    await find('zzz');
    expect(shown(SAVED_ADDRESS_MESSAGES.searchFailed)).toBe(true);
    expect(latest.value).toEqual({ buildingname: 'Old Mill', postcode: 'SW1A 2AA' });
  });

  it('says so when a record found is gone by the time it is loaded', async () => {
    mockedApiFetch.mockResolvedValueOnce({ status: 200, data: MATCHES }).mockResolvedValueOnce({ status: 404, data: { message: 'Not found' } });
    const latest = renderEditor({ postcode: 'SW1A 2AA' });
    await find('warehouse');
    await act(async () => fireEvent.click(loadButton('Load the address of customer Warehouse Co Ltd, LS1 4AP')));
    expect(shown(SAVED_ADDRESS_MESSAGES.notFound('customer', 'Warehouse Co Ltd'))).toBe(true);
    expect(latest.value).toEqual({ postcode: 'SW1A 2AA' });
  });

  it('offers no search where no customer, site or account is edited', () => {
    render(<AddressEditor value={{}} onChange={() => undefined} />);
    expect(screen.queryByLabelText('Saved customer, site or account name, postcode or reference')).toBeNull();
  });
});
