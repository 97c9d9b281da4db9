import { act, fireEvent, screen } from '@testing-library/react';
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
