import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REPORT_DEFINITIONS } from '../../../domain/reports/definitions';
import { FILTER_MESSAGES } from '../../../domain/reports/line-filter';
import { CURSOR_PARAMETER, NEXT_CURSOR_HEADER } from '../../../domain/reports/paging';
import { isoDate } from '../../../domain/reports/parameters';
import type { ApiResult } from '../api/client';
import { renderSignedIn } from '../../test-support/signed-in';
import { visibleColumnsKey } from './use-visible-columns';

// esbuild does not hoist jest.mock, so the page is loaded after the mocks are in place.
jest.mock('../api/client', () => ({ ...jest.requireActual<typeof import('../api/client')>('../api/client'), apiFetch: jest.fn() }));
jest.mock('./downloads', () => ({ downloadXlsx: jest.fn(), downloadCsv: jest.fn() }));
const apiFetch = jest.mocked(jest.requireMock<typeof import('../api/client')>('../api/client').apiFetch);
const downloadXlsx = jest.mocked(jest.requireMock<typeof import('./downloads')>('./downloads').downloadXlsx);
const { default: ReportPage } = jest.requireActual<typeof import('./ReportPage')>('./ReportPage');

const { commission, contracts } = REPORT_DEFINITIONS;
const MPAN = '1312345678907';

const commissionLine = (customer: string, meterpointreference: string, paymentid: string, amount: number) => ({
  customerid: customer, customername: `${customer} Ltd`, meterpointreference, paymentid, paymentdescription: 'Initial commission', paymentstatus: 'Due', duedate: '2026-03-01', amount,
});
const LINES = [
  commissionLine('C1', MPAN, 'P1', 0.1),
  commissionLine('C2', '2000000000001', 'P2', 500),
  commissionLine('C1', MPAN, 'P3', 0.2),
  commissionLine('C3', '3000000000002', 'P4', 1234.5),
];

const page = (data: unknown[], nextCursor?: string): ApiResult<unknown> => ({
  status: 200,
  data,
  headers: { get: (name: string) => (name === NEXT_CURSOR_HEADER ? (nextCursor ?? null) : null) } as Headers,
});

const filterBy = (text: string) => act(async () => fireEvent.change(screen.getByLabelText(FILTER_MESSAGES.label), { target: { value: text } }));
const paymentIds = () => [...document.querySelectorAll('td[data-field="paymentid"]')].map((cell) => cell.textContent);
const politely = () => screen.getByTestId('polite-announcements');

beforeEach(() => {
  apiFetch.mockReset();
  downloadXlsx.mockReset();
  localStorage.clear();
});

describe('the filter over a report\'s lines', () => {
  it('filtered by an MPAN shows exactly its lines and the total of the amounts shown, and says how many match', async () => {
    apiFetch.mockResolvedValueOnce(page(LINES));
    renderSignedIn(<ReportPage definition={commission} />);
    await screen.findByText('Total Amount: £1,734.80');
    await filterBy(MPAN);
    await waitFor(() => expect(paymentIds()).toEqual(['P1', 'P3']));
    // 0.1 + 0.2 added in pence, not as floats (0.30000000000000004).
    expect(screen.getByText('Total Amount: £0.30')).toBeTruthy();
    expect(screen.getByText('2 of 4 lines match')).toBeTruthy();
    expect(screen.getByText('(2/4)')).toBeTruthy();
    await waitFor(() => expect(politely().textContent).toContain('2 of 4 lines match'));
  });

  it('says what to do when no line matches, and Clear filter shows every line again', async () => {
    apiFetch.mockResolvedValueOnce(page(LINES));
    renderSignedIn(<ReportPage definition={commission} />);
    await screen.findByText('(4)');
    await filterBy('nobody');
    await screen.findByText(FILTER_MESSAGES.noMatch('nobody', true));
    expect(screen.queryByRole('table')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: FILTER_MESSAGES.clear })));
    expect(paymentIds()).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect((screen.getByLabelText(FILTER_MESSAGES.label) as HTMLInputElement).value).toBe('');
  });

  it('counts the loaded lines it searched when more exist, and loads more lines from the empty state', async () => {
    apiFetch.mockResolvedValueOnce(page(LINES.slice(1, 2), 'cursor-1')).mockResolvedValueOnce(page(LINES.slice(0, 1)));
    renderSignedIn(<ReportPage definition={commission} />);
    await screen.findByText('(1+)');
    await filterBy(MPAN);
    await screen.findByText('0 of 1 loaded lines match');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: FILTER_MESSAGES.loadMore })));
    await waitFor(() => expect(paymentIds()).toEqual(['P1']));
    expect((apiFetch.mock.calls[1][2]?.query as Record<string, unknown>)[CURSOR_PARAMETER]).toBe('cursor-1');
    expect(screen.getByText('1 of 2 lines matches')).toBeTruthy();
  });

  it('exports only the lines the filter shows, of the pages fetched for the file too', async () => {
    apiFetch.mockResolvedValueOnce(page(LINES.slice(0, 2), 'cursor-1')).mockResolvedValueOnce(page(LINES.slice(2)));
    renderSignedIn(<ReportPage definition={commission} />);
    await screen.findByText('(2+)');
    await filterBy(MPAN);
    await screen.findByText('1 of 2 loaded lines matches');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export' })));
    await waitFor(() => expect(downloadXlsx).toHaveBeenCalledTimes(1));
    expect(downloadXlsx.mock.calls[0][1].map((line) => line.paymentid)).toEqual(['P1', 'P3']);
  });
});

describe('the columns shown', () => {
  const headings = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);

  it('are every column at first, and a choice is remembered for that report only', async () => {
    apiFetch.mockResolvedValue(page(LINES));
    renderSignedIn(<ReportPage definition={commission} />);
    await screen.findByText('(4)');
    expect(headings()).toEqual(commission.columnheadings);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preferences' })));
    const dialog = screen.getByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Payment Description' })));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })));
    expect(headings()).toEqual(commission.columnheadings.filter((heading) => heading !== 'Payment Description'));
    expect(JSON.parse(localStorage.getItem(visibleColumnsKey(commission))!)).not.toContain('paymentdescription');
    cleanup();

    renderSignedIn(<ReportPage definition={contracts} />);
    await screen.findByText('(4)');
    expect(headings()).toEqual([...contracts.columnheadings, 'Actions']);
    cleanup();

    renderSignedIn(<ReportPage definition={commission} />);
    await screen.findByText('(4)');
    expect(headings()).not.toContain('Payment Description');
    expect(headings()).toHaveLength(commission.columnheadings.length - 1);
  });
});

describe('the commission report dates', () => {
  it('are named for the due date, and Payments still to come asks for today to 5 years ahead', async () => {
    apiFetch.mockResolvedValue(page(LINES));
    renderSignedIn(<ReportPage definition={commission} />);
    await screen.findByText('(4)');
    expect(screen.getByLabelText('Due date from')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Payments still to come' })));
    const today = new Date();
    expect(apiFetch).toHaveBeenCalledTimes(2);
    const query = apiFetch.mock.calls[1][2]?.query as Record<string, unknown>;
    expect([query.fromdate, query.todate]).toEqual([isoDate(today), isoDate(new Date(today.getFullYear() + 5, today.getMonth(), today.getDate()))]);
    expect((screen.getByLabelText('Due date to') as HTMLInputElement).value).toMatch(new RegExp(`/${today.getFullYear() + 5}$`));
  });
});
