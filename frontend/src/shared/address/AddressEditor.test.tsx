import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ADDRESS_MESSAGES } from '../../../../domain/address';
import { AnnouncerProvider } from '../Announcer';
import type { AddressValue } from './AddressEditor';

// esbuild does not hoist jest.mock, so the editor is loaded after the mock is in place.
jest.mock('../../api/client', () => ({ apiFetch: jest.fn() }));
const mockedApiFetch = jest.mocked(jest.requireMock<typeof import('../../api/client')>('../../api/client').apiFetch);
const { default: AddressEditor, addressValidation } = jest.requireActual<typeof import('./AddressEditor')>('./AddressEditor');

const VALID: AddressValue = { buildingnumber: '10', thoroughfare: 'Downing Street', posttown: 'London', postcode: 'SW1A 2AA' };

/** The editor as a parent holds it, exposing the latest value it received, with the page's live regions. */
function renderEditor(initial: AddressValue, props: { withName?: boolean } = {}) {
  const latest = { value: initial };
  function Parent() {
    const [value, setValue] = useState(initial);
    latest.value = value;
    return <AddressEditor value={value} onChange={setValue} {...props} />;
  }
  const { container } = render(
    <AnnouncerProvider>
      <Parent />
    </AnnouncerProvider>,
  );
  const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, text: string) => fireEvent.change(input(label), { target: { value: text } });
  return { container, latest, input, type };
}

const shown = (message: string) => screen.queryAllByText(message).length > 0;

describe('AddressEditor rules', () => {
  const cases: [string, AddressValue, string, string][] = [
    [ADDRESS_MESSAGES.postcodeRequired, { ...VALID, postcode: '' }, 'Post code', 'SW1A 2AA'],
    [ADDRESS_MESSAGES.postcodeSpace, { ...VALID, postcode: 'SW1A2AA' }, 'Post code', 'SW1A 2AA'],
    [ADDRESS_MESSAGES.postcodeTooLong, { ...VALID, postcode: 'SW1A  2AAA' }, 'Post code', 'SW1A 2AA'],
    [ADDRESS_MESSAGES.postcodeUpperCase, { ...VALID, postcode: 'sw1a 2aa' }, 'Post code', 'SW1A 2AA'],
    [ADDRESS_MESSAGES.buildingRequired, { ...VALID, buildingnumber: '' }, 'Building name', 'Treasury House'],
    [ADDRESS_MESSAGES.buildingNumberTooLong, { ...VALID, buildingnumber: '12345' }, 'Building number', '12A'],
    [ADDRESS_MESSAGES.thoroughfareRequired, { ...VALID, thoroughfare: ' ' }, 'Thoroughfare', 'Whitehall'],
    [ADDRESS_MESSAGES.townRequired, { ...VALID, posttown: '' }, 'Town', 'London'],
  ];

  it.each(cases)('shows %s word for word and clears it once satisfied', (message, start, label, fix) => {
    const { type, latest } = renderEditor(start);
    expect(shown(message)).toBe(true);
    expect(addressValidation(latest.value).valid).toBe(false);
    type(label, fix);
    expect(shown(message)).toBe(false);
    expect(addressValidation(latest.value).valid).toBe(true);
  });

  it('shows the message beside the field it belongs to', () => {
    const { container } = renderEditor({ ...VALID, posttown: '' });
    const townField = createWrapper(container)
      .findAllFormFields()
      .find((formField) => formField.findLabel()?.getElement().textContent === 'Town');
    expect(townField?.findError()?.getElement().textContent).toBe(ADDRESS_MESSAGES.townRequired);
  });

  it('shows no message for a valid address', () => {
    renderEditor(VALID);
    for (const message of Object.values(ADDRESS_MESSAGES)) expect(shown(message)).toBe(false);
  });

  it('marks a field of an address begun here only once the broker has left it', () => {
    const { type, input } = renderEditor({});
    type('Post code', 'BS1 4DJ');
    expect(shown(ADDRESS_MESSAGES.buildingRequired)).toBe(false);
    expect(shown(ADDRESS_MESSAGES.thoroughfareRequired)).toBe(false);
    fireEvent.blur(input('Building name'));
    expect(shown(ADDRESS_MESSAGES.buildingRequired)).toBe(true);
    expect(shown(ADDRESS_MESSAGES.thoroughfareRequired)).toBe(false);
    type('Post code', '');
    expect(shown(ADDRESS_MESSAGES.postcodeRequired)).toBe(false);
    fireEvent.blur(input('Post code'));
    expect(shown(ADDRESS_MESSAGES.postcodeRequired)).toBe(true);
  });

  it('writes a real post code typed loosely as the rules want it on leaving the field, and leaves anything else as typed', () => {
    const { type, input, latest } = renderEditor({});
    type('Post code', 'bs14dj');
    fireEvent.blur(input('Post code'));
    expect(latest.value.postcode).toBe('BS1 4DJ');
    expect(shown(ADDRESS_MESSAGES.postcodeSpace)).toBe(false);
    type('Post code', 'not one');
    fireEvent.blur(input('Post code'));
    expect(latest.value.postcode).toBe('not one');
    expect(shown(ADDRESS_MESSAGES.postcodeUpperCase)).toBe(true);
  });

  it('edits the name only when asked to carry one', () => {
    const { type, latest } = renderEditor(VALID, { withName: true });
    type('Name', 'Unit 4 Warehouse');
    expect(latest.value.name).toBe('Unit 4 Warehouse');
    expect(latest.value.postcode).toBe('SW1A 2AA');
  });
});

describe('AddressEditor postcode lookup', () => {
  const found = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      formatted_address: [`${index + 1} High Street`, '', '', 'Leeds', 'West Yorkshire'],
      buildingnumber: String(index + 1),
      thoroughfare: 'High Street',
      posttown: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS1 4AP',
    }));

  const search = async (count: number, status = 200) => {
    mockedApiFetch.mockResolvedValueOnce({ status, data: { postcode: 'LS1 4AP', addresses: found(count) } });
    const editor = renderEditor({ postcode: 'LS1 4AP', buildingname: 'Old Mill', subbuildingname: 'Flat 2' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    return editor;
  };

  beforeEach(() => mockedApiFetch.mockReset());

  it('asks the address route for the typed post code', async () => {
    await search(2);
    expect(mockedApiFetch).toHaveBeenCalledWith('GET', '/api/addresses/LS1%204AP');
  });

  it.each([
    [0, 'No addresses found'],
    [1, '1 address found'],
    [7, '7 addresses found'],
  ])('words %i results as %s', async (count, message) => {
    await search(count);
    expect(screen.getByTestId('address-count').textContent).toBe(message);
  });

  it.each([
    [0, 'No addresses found'],
    [1, '1 address found'],
  ])('says a search that finds %i politely as %s, and says it again when a second search finds the same', async (count, message) => {
    await search(count);
    const polite = screen.getByTestId('polite-announcements');
    await waitFor(() => expect(polite.textContent).toBe(message));
    mockedApiFetch.mockResolvedValueOnce({ status: 200, data: { postcode: 'LS1 4AP', addresses: found(count) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    await waitFor(() => expect(polite.textContent).toBe(''));
    await waitFor(() => expect(polite.textContent).toBe(message));
  });

  it('says a failed lookup at once', async () => {
    await search(0, 502);
    await waitFor(() => expect(screen.getByTestId('assertive-announcements').textContent).toMatch(/address lookup is not available/));
  });

  it('counts an unknown post code as no addresses', async () => {
    await search(0, 404);
    expect(screen.getByTestId('address-count').textContent).toBe('No addresses found');
  });

  it('fills every field from the chosen address, leaving no part of the old one', async () => {
    const { container, latest, input } = await search(3);
    const select = createWrapper(container).findSelect()!;
    select.openDropdown();
    select.selectOptionByValue('1');
    await waitFor(() => expect(input('Building number').value).toBe('2'));
    expect(latest.value).toMatchObject({ buildingnumber: '2', thoroughfare: 'High Street', posttown: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP' });
    expect(latest.value.buildingname).toBe('');
    expect(latest.value.subbuildingname).toBe('');
    expect(addressValidation(latest.value).valid).toBe(true);
  });

  it('says the lookup is unavailable when the service fails, and leaves the fields alone', async () => {
    const { latest } = await search(0, 502);
    expect(screen.getByText(/address lookup is not available/)).toBeTruthy();
    expect(latest.value.buildingname).toBe('Old Mill');
  });
});

describe('AddressEditor postcode lookup refusal', () => {
  it('shows the route\'s own message for a post code it refuses', async () => {
    mockedApiFetch.mockResolvedValueOnce({ status: 400, data: { message: 'Invalid postcode', errors: ['postcode: Post code is not a valid UK post code'] } });
    renderEditor({ postcode: 'XX1 1XX' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    expect(screen.getByText('Post code is not a valid UK post code')).toBeTruthy();
    expect(screen.queryByTestId('address-count')).toBeNull();
  });
});
