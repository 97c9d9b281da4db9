import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IMPORT_LIST_MESSAGES, type ImportListRow } from '../../../domain/import/list';
import { CURSOR_PARAMETER, NEXT_CURSOR_HEADER } from '../../../domain/reports/paging';
import type { ApiResult } from '../api/client';
import { BROKER_SESSION, renderSignedIn } from '../../test-support/signed-in';
import createWrapper from '@cloudscape-design/components/test-utils/dom';

// esbuild does not hoist jest.mock, so the page is loaded after the mocks are in place.
jest.mock('../api/client', () => ({ ...jest.requireActual<typeof import('../api/client')>('../api/client'), apiFetch: jest.fn(), apiGet: jest.fn() }));
const client = jest.requireMock<typeof import('../api/client')>('../api/client');
const apiFetch = jest.mocked(client.apiFetch);
const apiGet = jest.mocked(client.apiGet);
const { default: ImportPage } = jest.requireActual<typeof import('./ImportPage')>('./ImportPage');

/** Completed imports numbered from `first`, newest first, each its own file. */
const imports = (first: number, count: number): ImportListRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `import-${first + i}`, importdatetime: new Date(Date.UTC(2026, 0, 1) - (first + i) * 60_000).toISOString(), importstatus: 9, s3key: `101/u1/file-${first + i}.csv`,
    productdefinition: 1, sourceid: 101, sourcetype: 1, customercount: 1, failurecount: 0, username: 'Bea Broker', version: 4,
  }));

/** A 200 answer of list rows, with the next page's cursor when given. */
const page = (data: unknown[], nextCursor?: string): ApiResult<unknown> => ({
  status: 200,
  data,
  headers: { get: (name: string) => (name === NEXT_CURSOR_HEADER ? (nextCursor ?? null) : null) } as Headers,
});

const listQuery = (call: number) => (apiFetch.mock.calls[call][2]?.query ?? {}) as Record<string, unknown>;

const renderPage = () => renderSignedIn(<ImportPage />);
/** What the failure wording makes of a handler's last-resort 'Internal error'. */
const SERVER_FAULT = 'Something went wrong on the server. Try again; if it happens again, tell support what you were doing.';

const loadMore = () => act(async () => fireEvent.click(screen.getByRole('button', { name: IMPORT_LIST_MESSAGES.loadOlder })));
const goToPage = (page: number) =>
  act(async () => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Go to page' }), { target: { value: String(page) } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  });

beforeEach(() => {
  apiFetch.mockReset();
  apiGet.mockReset();
  apiGet.mockResolvedValue([]);
});

describe('the import list in pages', () => {
  it('shows the first page, and Load more asks for the next with the same window and the cursor, announcing what it brought', async () => {
    apiFetch.mockResolvedValueOnce(page(imports(0, 100), 'cursor-1')).mockResolvedValueOnce(page(imports(100, 30)));
    renderPage();
    await screen.findByText('(100+)');
    expect(screen.getByText(IMPORT_LIST_MESSAGES.loaded(100, true))).toBeTruthy();
    expect(listQuery(0)).toMatchObject({ sourceid: 101, importdatetime: expect.any(String) as unknown });
    expect(listQuery(0)[CURSOR_PARAMETER]).toBeUndefined();

    await loadMore();
    await screen.findByText('(130)');
    expect(listQuery(1)).toEqual({ ...listQuery(0), [CURSOR_PARAMETER]: 'cursor-1' });
    expect(screen.queryByRole('button', { name: IMPORT_LIST_MESSAGES.loadOlder })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('polite-announcements').textContent).toBe(IMPORT_LIST_MESSAGES.loaded(130, false)));
    await goToPage(26);
    expect(screen.getByRole('cell', { name: 'file-129.csv' })).toBeTruthy();
  });

  it('finds loaded imports by any part of the file name, case aside, counts them in the header, and says what to do when none matches', async () => {
    apiFetch.mockResolvedValueOnce(page(imports(0, 30)));
    renderPage();
    await screen.findByText('(30)');
    const search = screen.getByRole('searchbox', { name: 'Find imports by file name' });
    await act(async () => fireEvent.change(search, { target: { value: ' FILE-2' } }));
    // file-2 and file-20 to file-29: eleven, on three pages of five.
    // Cloudscape shows the count and repeats it in a live region.
    expect(screen.getAllByText('11 matches').length).toBeGreaterThan(0);
    expect(screen.getByText('(11/30)')).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: /^file-2\d?\.csv$/ })).toHaveLength(5);
    expect(screen.queryByRole('cell', { name: 'file-1.csv' })).toBeNull();
    await act(async () => fireEvent.change(search, { target: { value: 'renewals' } }));
    expect(screen.getByText(IMPORT_LIST_MESSAGES.noMatch)).toBeTruthy();
    expect(screen.getByText('(0/30)')).toBeTruthy();
  });

  it('keeps the loaded imports and says so aloud when the next page fails, and Load more can be tried again', async () => {
    apiFetch.mockResolvedValueOnce(page(imports(0, 100), 'cursor-1')).mockResolvedValueOnce({ status: 400, data: { message: IMPORT_LIST_MESSAGES.invalidCursor } });
    renderPage();
    await screen.findByText('(100+)');
    await loadMore();
    await screen.findByText(IMPORT_LIST_MESSAGES.loadOlderFailed);
    await waitFor(() => expect(screen.getByTestId('assertive-announcements').textContent).toBe(IMPORT_LIST_MESSAGES.loadOlderFailed));
    expect(screen.getByText('(100+)')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'file-0.csv' })).toBeTruthy();

    apiFetch.mockResolvedValueOnce(page(imports(100, 5)));
    await loadMore();
    await screen.findByText('(105)');
  });

  it('says nothing of more imports when the window fits on one page', async () => {
    apiFetch.mockResolvedValueOnce(page(imports(0, 3)));
    renderPage();
    await screen.findByText('(3)');
    expect(screen.queryByRole('button', { name: IMPORT_LIST_MESSAGES.loadOlder })).toBeNull();
    expect(screen.getByTestId('polite-announcements').textContent).toBe('');
  });
});

describe('the import list opened from Home with filters in its address', () => {
  const STATUSES = [{ id: 3, name: 'Validation Failed' }, { id: 4, name: 'Awaiting Verification' }];
  const renderAt = (address: string) => renderSignedIn(<ImportPage />, BROKER_SESSION, address);
  /** The list's first select is Status, the second the day window. */
  const statusSelect = () => createWrapper(document.body).findAllSelects()[0];
  const dayWindow = () => screen.queryByRole('button', { name: /Import date window/ });
  /** Renewals (source type 3) among the broker's own imports. */
  const mixed = () => imports(0, 6).map((row, i) => (i % 2 ? { ...row, sourcetype: 3, s3key: undefined, description: `Renewal ${i}` } : row));

  beforeEach(() => apiGet.mockImplementation((path: string) => Promise.resolve(path === '/lookups/fileimportstatus' ? STATUSES : [])));

  it("asks for a status's imports of any date, shows the status chosen, and Any status returns to the day window", async () => {
    apiFetch.mockResolvedValueOnce(page(imports(0, 2).map((row) => ({ ...row, importstatus: 3 })), 'cursor-1'));
    renderAt('/import?status=3');
    await screen.findByText('(2+)');
    expect(listQuery(0)).toEqual({ sourceid: 101, status: 3, [CURSOR_PARAMETER]: undefined });
    await waitFor(() => expect(statusSelect().findTrigger().getElement().textContent).toContain('Validation Failed'));
    expect(dayWindow()).toBeNull();

    apiFetch.mockResolvedValueOnce(page([]));
    await loadMore();
    expect(listQuery(1)).toEqual({ sourceid: 101, status: 3, [CURSOR_PARAMETER]: 'cursor-1' });

    apiFetch.mockResolvedValueOnce(page(imports(0, 3)));
    await act(async () => statusSelect().openDropdown());
    await act(async () => statusSelect().selectOption(1));
    await screen.findByText('(3)');
    expect(listQuery(2)).toMatchObject({ sourceid: 101, importdatetime: expect.any(String) as unknown });
    expect(listQuery(2)).not.toHaveProperty('status');
    expect(dayWindow()).toBeTruthy();
  });

  it('says no import is in the status when the status has none', async () => {
    apiFetch.mockResolvedValueOnce(page([]));
    renderAt('/import?status=4');
    expect(await screen.findByText(IMPORT_LIST_MESSAGES.noneInStatus('Awaiting Verification'))).toBeTruthy();
  });

  it('shows renewals only, over every date, and clearing Renewals only shows every import', async () => {
    apiFetch.mockResolvedValueOnce(page(mixed()));
    renderAt('/import?renewals=1');
    await screen.findByText('(3/6)');
    const since = Date.parse(listQuery(0).importdatetime as string);
    expect(Date.now() - since).toBeGreaterThan(9_000 * 86_400_000);
    const renewalsOnly = screen.getByRole('checkbox', { name: IMPORT_LIST_MESSAGES.renewalsOnly }) as HTMLInputElement;
    expect(renewalsOnly.checked).toBe(true);
    expect(screen.getAllByRole('cell', { name: /^Renewal \d$/ })).toHaveLength(3);
    expect(screen.queryByRole('cell', { name: 'file-0.csv' })).toBeNull();

    await act(async () => fireEvent.click(renewalsOnly));
    await screen.findByText('(6)');
    expect(screen.getByRole('cell', { name: 'file-0.csv' })).toBeTruthy();
  });

  it('ticks Renewals only from the list itself, and says what to clear when no loaded import is a renewal', async () => {
    apiFetch.mockResolvedValueOnce(page(imports(0, 3)));
    renderAt('/import');
    await screen.findByText('(3)');
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: IMPORT_LIST_MESSAGES.renewalsOnly })));
    expect(await screen.findByText(IMPORT_LIST_MESSAGES.noMatch)).toBeTruthy();
    expect(screen.getByText('(0/3)')).toBeTruthy();
  });
});

describe('an import list that could not be loaded', () => {
  const tryAgain = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));

  it('says the imports could not be loaded, not that there are none, and Try again loads them', async () => {
    apiFetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    await screen.findByText(IMPORT_LIST_MESSAGES.loadFailed);
    expect(screen.getByText(IMPORT_LIST_MESSAGES.notLoaded)).toBeTruthy();
    expect(screen.queryByText('No imports in this window')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('assertive-announcements').textContent).toBe(IMPORT_LIST_MESSAGES.loadFailed));

    apiFetch.mockResolvedValueOnce(page(imports(0, 3)));
    await tryAgain();
    await screen.findByText('(3)');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  /** Three imports shown, then a Refresh the service refuses. */
  async function refreshRefused() {
    apiFetch.mockResolvedValueOnce(page(imports(0, 3)));
    renderPage();
    await screen.findByText('(3)');
    apiFetch.mockResolvedValueOnce({ status: 503, data: { message: 'Service Unavailable' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh' })));
    await screen.findByText(IMPORT_LIST_MESSAGES.refreshFailed);
  }

  it('keeps the imports shown when a refresh fails, says they may be out of date, and a load that succeeds clears it', async () => {
    await refreshRefused();
    expect(screen.getByRole('cell', { name: 'file-0.csv' })).toBeTruthy();

    apiFetch.mockResolvedValueOnce(page(imports(0, 4)));
    await tryAgain();
    await screen.findByText('(4)');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('leaves Try again ready while a Refresh is under way, which shows on Refresh, and shows only its own load on Try again', async () => {
    await refreshRefused();
    let answer: (value: ApiResult<unknown>) => void = () => undefined;
    apiFetch.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh' })));
    expect(screen.getByRole('button', { name: 'Try again' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer({ status: 503, data: { message: 'Service Unavailable' } }));
    expect(screen.getByRole('button', { name: 'Refresh' }).getAttribute('aria-disabled')).toBeNull();

    apiFetch.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await tryAgain();
    expect(screen.getByRole('button', { name: 'Try again' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer(page(imports(0, 4))));
    await screen.findByText('(4)');
  });
});

describe('a selected import whose detail could not be loaded', () => {
  it('says so, not "Select an import", and Try again loads it', async () => {
    apiFetch.mockResolvedValueOnce(page(imports(0, 3)));
    const detail = { ...imports(0, 1)[0], importstatus: 9, structureddata: [], validationfailures: [], warnings: [], audit: [], rawdata: [], rawheading: [] };
    apiGet.mockImplementation((path: string) => (path.startsWith('/api/fileimports/') ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve([])));
    renderPage();
    await screen.findByText('(3)');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /^Select import file-0\.csv/ })));
    await screen.findByText(IMPORT_LIST_MESSAGES.detailLoadFailed);
    expect(screen.queryByText('Select an import to see its detail.')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('assertive-announcements').textContent).toBe(IMPORT_LIST_MESSAGES.detailLoadFailed));

    apiGet.mockImplementation((path: string) => Promise.resolve(path.startsWith('/api/fileimports/') ? detail : []));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
    expect(screen.queryByText('Select an import to see its detail.')).toBeNull();
    expect(await screen.findByRole('heading', { name: /Audit/ })).toBeTruthy();
  });
});

describe('a decision asked for in a dialog that fails', () => {
  /** One import awaiting verification (a renewal, so e-Sign applies), selected; the decision's call answers `failure`. */
  async function selectedImport(failure: ApiResult<unknown>) {
    const row = { ...imports(0, 1)[0], importstatus: 4 };
    const detail = { ...row, sourcetype: 3, structureddata: [], validationfailures: [], warnings: [], audit: [], rawdata: [], rawheading: [], page: 1, pagecount: 1 };
    apiGet.mockImplementation((path: string) =>
      Promise.resolve(path.startsWith('/api/fileimports/') ? detail : path === '/lookups/fileimportrejectionreason' ? [{ id: 2, name: 'Duplicate submission' }] : []),
    );
    apiFetch.mockImplementation((method: string) => Promise.resolve(method === 'GET' ? page([row]) : failure));
    renderSignedIn(<ImportPage />, { ...BROKER_SESSION, config: { ...BROKER_SESSION.config, esignEnabled: true } });
    await screen.findByText('(1)');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /^Select import file-0\.csv/ })));
    await screen.findByRole('heading', { name: /Audit/ });
  }

  const openDialog = async (button: string, name: string) => {
    await act(async () => fireEvent.click(screen.getByRole('button', { name: button })));
    return screen.findByRole('dialog', { name });
  };

  it('keeps the Reject dialog open with the reason chosen, shows the failure in it and says it aloud, so Reject can be tried again', async () => {
    await selectedImport({ status: 500, data: { message: 'Internal error' } });
    const dialog = await openDialog('Reject', 'Reject import');
    const reason = createWrapper(dialog).findSelect()!;
    reason.openDropdown();
    reason.selectOptionByValue('2');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));

    expect(screen.getByRole('dialog', { name: 'Reject import' })).toBe(dialog);
    expect(within(dialog).getByText('The import could not be rejected')).toBeTruthy();
    expect(within(dialog).getByText(SERVER_FAULT)).toBeTruthy();
    expect(reason.findTrigger().getElement().textContent).toContain('Duplicate submission');
    await waitFor(() => expect(screen.getByTestId('assertive-announcements').textContent).toBe(`The import could not be rejected. ${SERVER_FAULT}`));
    expect(apiFetch).toHaveBeenCalledWith('PUT', '/api/fileimports/import-0', { body: { version: 4, importstatus: 10, rejectionreason: 2 } });

    apiFetch.mockImplementation((method: string) => Promise.resolve(method === 'GET' ? page([]) : { status: 200, data: { id: 'import-0', importstatus: 10 } }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject import' })).toBeNull());
    expect(screen.getByText('Import rejected')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('polite-announcements').textContent).toBe('Import rejected'));
  });

  it('keeps the Send e-Sign dialog open with every detail typed, and offers Reload when the import changed meanwhile', async () => {
    await selectedImport({ status: 409, data: { message: 'Version conflict' } });
    const dialog = await openDialog('Send e-Sign', 'Send e-Sign');
    const typed = { 'Contact first name': 'Jane', 'Contact last name': 'Smith', 'Job title': 'Owner', 'Phone number': '07700900123', Email: 'jane@example.com', 'Account manager first name': 'Bea', 'Account manager last name': 'Broker' };
    for (const [label, value] of Object.entries(typed)) fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })));

    expect(within(dialog).getByText('This import was changed by someone else')).toBeTruthy();
    for (const [label, value] of Object.entries(typed)) expect((within(dialog).getByLabelText(label) as HTMLInputElement).value).toBe(value);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send e-Sign' })).toBeNull());
  });
});

describe('Approve, asked first', () => {
  /** One import awaiting verification, selected: three rows of two customers, on two pages. */
  async function selectedImport() {
    const row = { ...imports(0, 1)[0], importstatus: 4, customercount: 2 };
    const detail = { ...row, rowcount: 3, structureddata: [], validationfailures: [], warnings: [], audit: [], rawdata: [], rawheading: [], page: 1, pagecount: 2 };
    apiGet.mockImplementation((path: string) => Promise.resolve(path.startsWith('/api/fileimports/') ? detail : []));
    apiFetch.mockImplementation((method: string) => Promise.resolve(method === 'GET' ? page([row]) : { status: 200, data: { ...row, importstatus: 7 } }));
    renderSignedIn(<ImportPage />);
    await screen.findByText('(1)');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /^Select import file-0\.csv/ })));
    await screen.findByRole('heading', { name: /Audit/ });
    return screen.getByRole('button', { name: 'Approve' });
  }
  const approvals = () => apiFetch.mock.calls.filter(([method]) => method === 'PUT');

  /** Presses the toolbar's Approve from the keyboard, where the dialog returns focus. */
  async function pressApprove(approve: HTMLElement) {
    approve.focus();
    await act(async () => fireEvent.click(approve));
    return screen.findByRole('dialog', { name: 'Approve file-0.csv?' });
  }

  it('names the import and what it creates, moves focus into the dialog, and Cancel returns it to Approve with nothing approved', async () => {
    const approve = await selectedImport();
    const dialog = await pressApprove(approve);
    expect(within(dialog).getByText('This creates 3 contracts for 2 customers and their commission lines; they cannot be edited here afterwards.')).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('dialog', { name: 'Approve file-0.csv?' })).toBeNull();
    expect(document.activeElement).toBe(approve);
    expect(approvals()).toEqual([]);
  });

  it('approves once confirmed, and says so', async () => {
    const dialog = await pressApprove(await selectedImport());
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve file-0.csv?' })).toBeNull());
    expect(approvals()).toEqual([['PUT', '/api/fileimports/import-0', { body: { version: 4, importstatus: 7 } }]]);
    expect(screen.getByText('Import approved')).toBeTruthy();
  });
});
