import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { PRE_AUTHORISATION_MESSAGES } from '../../../domain/preauthorisation/validate-request';
import { UK_DATE_HINT } from '../shared/UkDateInput';
import { renderSignedIn } from '../../test-support/signed-in';
import { emptyRequestForm } from './request-form';

// esbuild does not hoist jest.mock, so the tab is loaded after the mock is in place.
jest.mock('../api/client', () => ({ ...jest.requireActual<typeof import('../api/client')>('../api/client'), apiGet: jest.fn() }));
const apiGet = jest.mocked(jest.requireMock<typeof import('../api/client')>('../api/client').apiGet);
const { default: CustomerTab } = jest.requireActual<typeof import('./CustomerTab')>('./CustomerTab');

const openBusinessTypes = () => act(async () => fireEvent.keyDown(screen.getByRole('button', { name: /Business type/ }), { key: 'ArrowDown', keyCode: 40 }));

it('says when the business types could not be loaded, and Try again in the list loads them', async () => {
  apiGet.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  renderSignedIn(<CustomerTab form={{ ...emptyRequestForm(), limitedcompany: false }} onChange={() => undefined} />);
  await openBusinessTypes();
  await screen.findByText('Business types could not be loaded.');

  apiGet.mockResolvedValueOnce([{ id: 47110, name: 'Retail sale in non-specialised stores' }]);
  await act(async () => fireEvent.click(screen.getByText('Try again')));
  await screen.findByText('47110 Retail sale in non-specialised stores');
});

it("marks a date of birth that is no real day on its field once the broker leaves it, and keeps a real one as its ISO day", async () => {
  apiGet.mockResolvedValue([]);
  const changes: string[] = [];
  function Tab() {
    const [form, setForm] = useState({ ...emptyRequestForm(), limitedcompany: false });
    return <CustomerTab form={form} onChange={(next) => (changes.push(next.dateofbirth), setForm(next))} />;
  }
  renderSignedIn(<Tab />);
  const field = screen.getByLabelText('Date of birth');
  // The form it is written in stays under the field once typing hides the placeholder, and is read with it.
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  expect(described).toContain(UK_DATE_HINT);
  await act(async () => fireEvent.change(field, { target: { value: '31/02/1980' } }));
  expect(screen.queryByText(PRE_AUTHORISATION_MESSAGES.dateOfBirth)).toBeNull();
  await act(async () => fireEvent.blur(field));
  expect(screen.getByText(PRE_AUTHORISATION_MESSAGES.dateOfBirth)).toBeTruthy();
  await act(async () => fireEvent.change(field, { target: { value: '28/02/1980' } }));
  expect(screen.queryByText(PRE_AUTHORISATION_MESSAGES.dateOfBirth)).toBeNull();
  expect(changes.at(-1)).toBe('1980-02-28');
});
