import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { REPORT_DEFINITIONS, RESEND_PAYMENT_EMAIL, type ReportDefinition } from '../../../domain/reports/definitions';
import { CURSOR_PARAMETER, MAX_PAGE_ROWS, NEXT_CURSOR_HEADER, PAGE_MESSAGES, PAGE_SIZE_PARAMETER } from '../../../domain/reports/paging';
import type { ApiResult } from '../api/client';
import { SessionContext } from '../shell/session-context';
import { BROKER_SESSION } from '../../test-support/signed-in';

// esbuild does not hoist jest.mock, so the page is loaded after the mocks are in place.
jest.mock('../api/client', () => ({ ...jest.requireActual<typeof import('../api/client')>('../api/client'), apiFetch: jest.fn() }));
jest.mock('./downloads', () => ({ downloadXlsx: jest.fn(), downloadCsv: jest.fn() }));
const apiFetch = jest.mocked(jest.requireMock<typeof import('../api/client')>('../api/client').apiFetch);
const downloads = jest.requireMock<typeof import('./downloads')>('./downloads');
const downloadXlsx = jest.mocked(downloads.downloadXlsx);
const { default: ReportPage } = jest.requireActual<typeof import('./ReportPage')>('./ReportPage');

const contracts = REPORT_DEFINITIONS.contracts;
/** An MPAN core with a right check digit, which the screen's own checks let through. */
const VALID_MPAN = '1312345678907';

/** Rows of the contract report numbered from `first`, each its own customer. */
const rows = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ customerid: `C${first + i}`, customername: `Customer ${first + i}`, meterpointreference: String(1_000_000 + first + i) }));

/** A 200 answer of report rows, with the next page's cursor when given. */
const page = (data: unknown[], nextCursor?: string): ApiResult<unknown> => ({
  status: 200,
  data,
  headers: { get: (name: string) => (name === NEXT_CURSOR_HEADER ? (nextCursor ?? null) : null) } as Headers,
});

const queryOf = (call: number) => (apiFetch.mock.calls[call][2]?.query ?? {}) as Record<string, unknown>;

function renderPage(definition = contracts) {
  render(
    <SessionContext.Provider value={BROKER_SESSION}>
      <ReportPage definition={definition} />
    </SessionContext.Provider>,
  );
}

const nextPage = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next page' })));

beforeEach(() => {
  apiFetch.mockReset();
  downloadXlsx.mockReset();
});

describe('a report that comes in pages', () => {
  it('says more rows exist, and paging past the loaded rows loads the next page with the same query and the cursor', async () => {
    apiFetch.mockResolvedValueOnce(page(rows(0, 60), 'cursor-1')).mockResolvedValueOnce(page(rows(60, 30)));
    renderPage();
    await screen.findByText(PAGE_MESSAGES.rowsLoaded(60, true));
    expect(screen.getByText('(60+)')).toBeTruthy();
    expect(queryOf(0)).toMatchObject({ tpiid: 101, fromdate: expect.any(String) as unknown, todate: expect.any(String) as unknown });
    expect(queryOf(0)[CURSOR_PARAMETER]).toBeUndefined();

    await nextPage(); // page 2 of the loaded rows
    expect(apiFetch).toHaveBeenCalledTimes(1);
    await nextPage(); // past them
    await screen.findByText(PAGE_MESSAGES.rowsLoaded(90, false));
    expect(queryOf(1)).toEqual({ ...queryOf(0), [CURSOR_PARAMETER]: 'cursor-1' });
    expect(screen.getByText('(90)')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Customer 60' })).toBeTruthy();
  });

  it('keeps the loaded rows and shows the load error when the next page fails', async () => {
    apiFetch.mockResolvedValueOnce(page(rows(0, 50), 'cursor-1')).mockResolvedValueOnce({ status: 400, data: { message: PAGE_MESSAGES.invalidCursor } });
    renderPage();
    await screen.findByText('(50+)');
    await nextPage();
    await screen.findByText('Error loading page');
    expect(screen.getByText(PAGE_MESSAGES.invalidCursor)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Customer 0' })).toBeTruthy();
    expect(screen.getByText('(50+)')).toBeTruthy();
  });

  it('shows No results for an empty window, with nothing more to load', async () => {
    apiFetch.mockResolvedValueOnce(page([]));
    renderPage();
    await screen.findByText('No results');
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('exports every row: the loaded ones, then the rest page by page at the largest size, counting as they come', async () => {
    let answer: (value: ApiResult<unknown>) => void = () => undefined;
    apiFetch
      .mockResolvedValueOnce(page(rows(0, 20), 'cursor-1'))
      .mockResolvedValueOnce(page(rows(20, 2000), 'cursor-2'))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    await screen.findByText('(20+)');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export' })));
    await screen.findByText(PAGE_MESSAGES.exporting(2020));
    expect(queryOf(1)).toMatchObject({ [CURSOR_PARAMETER]: 'cursor-1', [PAGE_SIZE_PARAMETER]: MAX_PAGE_ROWS });
    expect(queryOf(2)).toMatchObject({ [CURSOR_PARAMETER]: 'cursor-2', [PAGE_SIZE_PARAMETER]: MAX_PAGE_ROWS });
    expect(downloadXlsx).not.toHaveBeenCalled();
    await act(async () => answer(page(rows(2020, 5))));
    await waitFor(() => expect(downloadXlsx).toHaveBeenCalledTimes(1));
    const exported = downloadXlsx.mock.calls[0][1];
    expect(exported.map((row) => row.customerid)).toEqual(rows(0, 2025).map((row) => row.customerid));
    expect(screen.queryByText(/^Exporting/)).toBeNull();
    // The screen keeps what it had loaded.
    expect(screen.getByText('(20+)')).toBeTruthy();
  });

  it('cancels an export between pages: nothing more is fetched and no file is made', async () => {
    apiFetch.mockResolvedValueOnce(page(rows(0, 20), 'cursor-1')).mockImplementationOnce((_method, _path, call) =>
      new Promise((_resolve, reject) => call?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })))),
    );
    renderPage();
    await screen.findByText('(20+)');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export' })));
    await screen.findByText(PAGE_MESSAGES.exporting(20));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: PAGE_MESSAGES.cancelExport })));
    expect(screen.queryByText(/^Exporting/)).toBeNull();
    expect(apiFetch).toHaveBeenCalledTimes(2);
    expect(downloadXlsx).not.toHaveBeenCalled();
  });

  it('says the export failed, with the load error, when a page fails; Try again exports, and the failure can be put away', async () => {
    apiFetch.mockResolvedValueOnce(page(rows(0, 20), 'cursor-1')).mockResolvedValueOnce({ status: 502, data: { message: 'Bad gateway' } });
    renderPage();
    await screen.findByText('(20+)');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export' })));
    await screen.findByText(`${PAGE_MESSAGES.exportFailed}: API Error`);
    expect(screen.getByText('The API returned an error')).toBeTruthy();
    expect(downloadXlsx).not.toHaveBeenCalled();

    apiFetch.mockResolvedValueOnce(page(rows(20, 5)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(downloadXlsx).toHaveBeenCalledTimes(1));
    expect(jest.mocked(downloadXlsx).mock.calls[0][1]).toHaveLength(25);
    expect(screen.queryByText(`${PAGE_MESSAGES.exportFailed}: API Error`)).toBeNull();

    apiFetch.mockResolvedValueOnce({ status: 502, data: { message: 'Bad gateway' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export' })));
    await screen.findByText(`${PAGE_MESSAGES.exportFailed}: API Error`);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /dismiss/i })));
    expect(screen.queryByText(`${PAGE_MESSAGES.exportFailed}: API Error`)).toBeNull();
  });

  it('exports the loaded rows without asking again when every row is loaded', async () => {
    apiFetch.mockResolvedValueOnce(page(rows(0, 3)));
    renderPage();
    await screen.findByText('(3)');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export' })));
    await waitFor(() => expect(downloadXlsx).toHaveBeenCalledTimes(1));
    expect(downloadXlsx.mock.calls[0][1]).toEqual(rows(0, 3));
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });
});

it('an industry search answers whole: no count of loaded rows', async () => {
  apiFetch.mockResolvedValueOnce(page([{ mpancore: '2300000000001', posttown: 'Leeds' }]));
  renderPage(REPORT_DEFINITIONS.ecoespostcode);
  fireEvent.change(screen.getByLabelText('Post Code'), { target: { value: 'LS1 4AP' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
  await screen.findByText('(1)');
  expect(screen.queryByText(/rows loaded/)).toBeNull();
});

describe('a search refused for its parameters', () => {
  const { ecoesmpan, ecoespostcode } = REPORT_DEFINITIONS;
  const search = (definition: ReportDefinition) => act(async () => fireEvent.click(screen.getByRole('button', { name: definition.searchlabel })));
  const describedBy = (label: string) => (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

  it('is refused on the screen by the server\'s own checks, each message on its field, without asking', async () => {
    renderPage(ecoespostcode);
    await search(ecoespostcode);
    expect(describedBy('Post Code')).toContain('Post Code must be entered');
    await act(async () => fireEvent.change(screen.getByLabelText('Post Code'), { target: { value: 'not a postcode' } }));
    await search(ecoespostcode);
    expect(describedBy('Post Code')).toContain('Post code is not a valid UK post code');
    expect(screen.queryByText('Error loading page')).toBeNull();
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('shows a message the server refuses with on the field it names, not as a load error', async () => {
    apiFetch.mockResolvedValueOnce({ status: 400, data: { message: 'MPAN Core should be 13 digits', errors: ['MPAN Core should be 13 digits'] } });
    renderPage(ecoesmpan);
    await act(async () => fireEvent.change(screen.getByLabelText('MPAN Core'), { target: { value: VALID_MPAN } }));
    await search(ecoesmpan);
    await screen.findByText('MPAN Core should be 13 digits');
    expect(describedBy('MPAN Core')).toContain('MPAN Core should be 13 digits');
    expect(screen.queryByText('Error loading page')).toBeNull();
  });

  it('keeps the load error for a 400 whose messages name no parameter', async () => {
    apiFetch.mockResolvedValueOnce({ status: 400, data: { message: 'Invalid query', errors: ['tpiid must be a whole number'] } });
    renderPage(ecoesmpan);
    await act(async () => fireEvent.change(screen.getByLabelText('MPAN Core'), { target: { value: VALID_MPAN } }));
    await search(ecoesmpan);
    await screen.findByText('Error loading page');
    expect(screen.getByText('Invalid query')).toBeTruthy();
  });
});

describe('the contract report rows', () => {
  const lines = [
    { customerid: 'C1', customername: 'Awaiting Ltd', initialpaymentstatus: 'Requested' },
    { customerid: 'C2', customername: 'Paid Ltd', initialpaymentstatus: 'Paid' },
    { customerid: 'C101-0042', customername: 'Imported Ltd', contractid: 'CT101-0042', siteid: 'S101-0107', meterpointreference: '0123456789012' },
  ];
  const rowOf = (customer: string) => screen.getByText(customer).closest('tr')!;

  it('offers Resend Payment Email only on a line awaiting payment', async () => {
    apiFetch.mockResolvedValueOnce(page(lines));
    renderPage();
    await screen.findByText('Awaiting Ltd');
    expect(rowOf('Awaiting Ltd').textContent).toContain('Resend Payment Email');
    expect(rowOf('Paid Ltd').textContent).not.toContain('Resend Payment Email');
    expect(rowOf('Imported Ltd').textContent).not.toContain('Resend Payment Email');
  });

  it('says the payment is not awaiting payment when the server refuses the resend', async () => {
    apiFetch.mockResolvedValueOnce(page(lines)).mockResolvedValueOnce({ status: 409, data: {}, headers: new Headers() });
    renderPage();
    await screen.findByText('Awaiting Ltd');
    await act(async () => fireEvent.click(screen.getByText('Resend Payment Email')));
    await screen.findByText(contracts.linefunctions[0].refused);
  });

  it('sends one payment email for a double-click: the action stays busy, on every row of that customer, until the answer comes', async () => {
    const twoMeterPoints = [
      { customerid: 'C1', customername: 'Awaiting Ltd', meterpointreference: '1000001', initialpaymentstatus: 'Requested' },
      { customerid: 'C1', customername: 'Awaiting Ltd', meterpointreference: '1000002', initialpaymentstatus: 'Requested' },
    ];
    let answer: (value: ApiResult<unknown>) => void = () => undefined;
    apiFetch.mockResolvedValueOnce(page(twoMeterPoints)).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    await screen.findByText('(2)');
    const resend = () => screen.getAllByRole('button', { name: RESEND_PAYMENT_EMAIL.text });
    const resends = () => apiFetch.mock.calls.filter(([method]) => method === 'POST');

    await act(async () => {
      fireEvent.click(resend()[0]);
      fireEvent.click(resend()[0]);
      fireEvent.click(resend()[1]);
    });
    expect(resends()).toHaveLength(1);
    expect(resends()[0][2]?.body).toEqual({ tpiid: 101, customerid: 'C1' });
    expect(resend().map((button) => button.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
    // Said to a screen reader as it turns busy (Cloudscape's loading text, read from its live region).
    expect(screen.getAllByText(RESEND_PAYMENT_EMAIL.running).length).toBeGreaterThan(0);

    await act(async () => answer({ status: 200, data: {} }));
    await screen.findByText(RESEND_PAYMENT_EMAIL.success);
    expect(resend().map((button) => button.getAttribute('aria-disabled'))).toEqual([null, null]);
    // Once answered, the broker may send it again.
    apiFetch.mockResolvedValueOnce({ status: 200, data: {} });
    await act(async () => fireEvent.click(resend()[1]));
    expect(resends()).toHaveLength(2);
  });

  it("shows a line's customer, contract and site by reference, and its meter point whole", async () => {
    apiFetch.mockResolvedValueOnce(page(lines));
    renderPage();
    await screen.findByText('Imported Ltd');
    const cell = (field: string) => rowOf('Imported Ltd').querySelector(`td[data-field="${field}"]`)?.textContent;
    expect(['customerid', 'contractid', 'siteid', 'meterpointreference'].map(cell)).toEqual(['C101-0042', 'CT101-0042', 'S101-0107', '0123456789012']);
  });

  it('freezes the customer id and name columns, headings and cells', async () => {
    apiFetch.mockResolvedValueOnce(page(lines));
    renderPage();
    await screen.findByText('Awaiting Ltd');
    const frozen = (field: string) => document.querySelector(`td[data-field="${field}"]`)!.classList.contains('frozen');
    expect(['customerid', 'customername'].map(frozen)).toEqual([true, true]);
    expect(frozen('startdate')).toBe(false);
    const headings = [...document.querySelectorAll('thead th')].map((th) => th.classList.contains('frozen'));
    expect(headings.slice(0, 3)).toEqual([true, true, false]);
  });
});
