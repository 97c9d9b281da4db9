import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { IMPORT_LIST_MESSAGES } from '../../../domain/import/list';
import { renderSignedIn } from '../../test-support/signed-in';
import type { FormContext } from './form-context';

// esbuild does not hoist jest.mock, so the form is loaded after the mock is in place.
jest.mock('../api/client', () => ({ ...jest.requireActual<typeof import('../api/client')>('../api/client'), apiGet: jest.fn() }));
const apiGet = jest.mocked(jest.requireMock<typeof import('../api/client')>('../api/client').apiGet);
const { default: EntityForm } = jest.requireActual<typeof import('./EntityForm')>('./EntityForm');
const { ENTITIES } = jest.requireActual<typeof import('../../../domain/entities')>('../../../domain/entities');

const context: FormContext = { editing: true, signLocked: false, commission: { show: false, edit: false }, showfields: {}, lookups: {}, failures: [] };

describe('a record form whose field definitions could not be loaded', () => {
  it('says which form, aloud, and Try again loads it', async () => {
    apiGet.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(ENTITIES.contact);
    renderSignedIn(<EntityForm line={1} path="contacts.0" entity="contact" record={{ firstname: 'Ann' }} context={context} onChange={() => undefined} />);
    const message = IMPORT_LIST_MESSAGES.formLoadFailed('Contact');
    await waitFor(() => expect(screen.getByTestId('assertive-announcements').textContent).toBe(message));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByDisplayValue('Ann')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(apiGet).toHaveBeenCalledTimes(2);
  });
});

describe('a record form shown, not edited', () => {
  it('keeps its choices read-only rather than disabled, so they can be reached and read', async () => {
    apiGet.mockResolvedValueOnce(ENTITIES.contract);
    renderSignedIn(<EntityForm line={1} path="contracts.0" entity="contract" record={{ contractterm: '36' }} context={{ ...context, editing: false }} onChange={() => undefined} />);
    const term = await screen.findByRole('button', { name: /Term \(months\)/ });
    expect(term.hasAttribute('disabled')).toBe(false);
    term.focus();
    expect(document.activeElement).toBe(term);
    expect(term.textContent).toContain('36');
  });
});

describe('commission on a meter point', () => {
  const meterpoint = { mpancore: '1312345678907', upliftvalue: '1.500' };
  const render = (commission: FormContext['commission']) => {
    apiGet.mockResolvedValueOnce(ENTITIES.elecmeterpoint);
    renderSignedIn(<EntityForm line={1} path="sites.0.products.0.elecmeterpoints.0" entity="elecmeterpoint" record={meterpoint} context={{ ...context, commission }} onChange={() => undefined} />);
  };

  it('is read only, saying why, where the product lets only the supplier set it', async () => {
    render({ show: true, edit: false });
    const uplift = await screen.findByLabelText('Uplift (p/kWh)');
    expect(uplift.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText('Set by the supplier for this product')).toBeTruthy();
  });

  it('can be typed where the product lets the broker set it', async () => {
    render({ show: true, edit: true });
    expect((await screen.findByLabelText('Uplift (p/kWh)')).hasAttribute('readonly')).toBe(false);
    expect(screen.queryByText('Set by the supplier for this product')).toBeNull();
  });

  it('is not shown where the product hides it', async () => {
    render({ show: false, edit: false });
    await screen.findByLabelText('MPAN Core');
    expect(screen.queryByLabelText('Uplift (p/kWh)')).toBeNull();
  });
});
