import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SAVED_ADDRESS_MESSAGES } from '../../../../domain/address';
import type { AddressValue } from './AddressEditor';

// esbuild does not hoist jest.mock, so the editor is loaded after the mock is in place.
jest.mock('../../api/client', () => ({ apiFetch: jest.fn() }));
const mockedApiFetch = jest.mocked(jest.requireMock<typeof import('../../api/client')>('../../api/client').apiFetch);
const { default: AddressEditor } = jest.requireActual<typeof import('./AddressEditor')>('./AddressEditor');

const SAVED = { id: 'imp-1:2:1', name: 'Unit 4 Warehouse', subbuildingname: '', buildingname: '', buildingnumber: '4', dependentthoroughfare: '', thoroughfare: 'Mill Lane', doubledependentlocality: '', dependentlocality: '', posttown: 'Leeds', county: '', postcode: 'LS1 4AP' };

function renderEditor(initial: AddressValue, withName = false) {
  const latest = { value: initial };
  function Parent() {
    const [value, setValue] = useState(initial);
    latest.value = value;
    return <AddressEditor value={value} onChange={setValue} withName={withName} savedEntity="site" />;
  }
  const { container } = render(<Parent />);
  return { container, latest };
}

const typeId = (id: string) => fireEvent.change(screen.getByLabelText('Saved record id'), { target: { value: id } });
const loadButton = () => screen.getByRole('button', { name: 'Load saved address' });

describe('AddressEditor loading a saved address', () => {
  beforeEach(() => mockedApiFetch.mockReset());

  it('asks for the chosen kind by id and fills every address field and the name from the answer', async () => {
    mockedApiFetch.mockResolvedValueOnce({ status: 200, data: SAVED });
    const { latest } = renderEditor({ name: 'Old', buildingname: 'Old Mill', postcode: 'SW1A 2AA' }, true);
    typeId(' imp-1:2:1 ');
    await act(async () => fireEvent.click(loadButton()));
    expect(mockedApiFetch).toHaveBeenCalledWith('GET', '/api/sites/imp-1%3A2%3A1');
    expect(latest.value).toMatchObject({ name: 'Unit 4 Warehouse', buildingnumber: '4', thoroughfare: 'Mill Lane', posttown: 'Leeds', postcode: 'LS1 4AP' });
    expect(latest.value.buildingname).toBe('');
    expect(screen.getByText(SAVED_ADDRESS_MESSAGES.loaded)).toBeTruthy();
  });

  it('asks for a customer when the broker chooses that kind', async () => {
    mockedApiFetch.mockResolvedValueOnce({ status: 200, data: { ...SAVED, id: 'imp-1:2' } });
    const { container } = renderEditor({});
    const kind = createWrapper(container).findSelect()!;
    kind.openDropdown();
    kind.selectOptionByValue('customer');
    typeId('imp-1:2');
    await act(async () => fireEvent.click(loadButton()));
    expect(mockedApiFetch).toHaveBeenCalledWith('GET', '/api/customers/imp-1%3A2');
  });

  it('shows the loading state until the answer comes, with the button busy', async () => {
    let answer: (value: { status: number; data: unknown }) => void = () => undefined;
    mockedApiFetch.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderEditor({});
    typeId('imp-1:2:1');
    await act(async () => fireEvent.click(loadButton()));
    expect(screen.getByText(SAVED_ADDRESS_MESSAGES.loading)).toBeTruthy();
    await act(async () => answer({ status: 200, data: SAVED }));
    expect(screen.queryByText(SAVED_ADDRESS_MESSAGES.loading)).toBeNull();
  });

  it.each([
    [404, SAVED_ADDRESS_MESSAGES.notFound('site', 'imp-9:1:1')],
    [502, SAVED_ADDRESS_MESSAGES.unavailable],
  ])('on %i says what to do and leaves the typed address alone', async (status, message) => {
    mockedApiFetch.mockResolvedValueOnce({ status, data: { message: 'Not found' } });
    const { latest } = renderEditor({ buildingname: 'Old Mill', postcode: 'SW1A 2AA' });
    typeId('imp-9:1:1');
    await act(async () => fireEvent.click(loadButton()));
    expect(screen.getByText(message)).toBeTruthy();
    expect(latest.value).toEqual({ buildingname: 'Old Mill', postcode: 'SW1A 2AA' });
  });

  it('offers no load without an id', () => {
    renderEditor({});
    expect(loadButton().hasAttribute('disabled') || loadButton().getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it('offers no load where no customer, site or account is edited', () => {
    render(<AddressEditor value={{}} onChange={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Load saved address' })).toBeNull();
  });
});
