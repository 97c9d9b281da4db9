import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { pageRowFailures, type ImportIssue } from '../../../domain/import';
import { FILE_FORMATS } from '../../../domain/reference-data/file-formats';
import { SAMPLE_HEADING, sampleRows } from '../../../test/support/sample-rows';
import RawRowsEditor, { NO_ROWS, type RowCheck } from './RawRowsEditor';

const heading = ['Site Post Code', 'Customer Name', 'MPAN Core'];
const fileRows = [
  ['BS1 4DJ', 'Bakery Ltd', '1312345678901'],
  ['NOWHERE', 'Dairy Ltd', '1312345678902'],
  ['BS2 0JA', '', '12345'],
];
// As the importer numbers them: the heading is row 1, so the file's third data row is row 4.
const failures: ImportIssue[] = [
  { row: 3, column: 'Site Post Code', message: 'Post code is not a valid UK post code', line: 3 },
  { row: 4, column: 'Customer Name', message: 'Required', line: 4 },
  { row: 4, column: 'MPAN Core', message: 'MPAN Core should be 13 digits', line: 4 },
];

function Screen({ editing, onSaved = jest.fn() }: { editing: boolean; onSaved?: (rows: readonly (readonly string[])[]) => void }) {
  const [rows, setRows] = useState<readonly (readonly string[])[]>(fileRows);
  return <RawRowsEditor heading={heading} rows={rows} firstrow={2} failures={failures} editing={editing} editable onChange={(next) => (setRows(next), onSaved(next))} />;
}

const grid = () => screen.getByRole('grid');
/** jsdom lays out no width, so the grid renders only the columns in use; a column's place is the Row, Customer Name, then the other headings in order. */
const gridOrder = ['Customer Name', ...heading.filter((name) => name !== 'Customer Name')];
const gridColumn = (column: string) => 2 + gridOrder.indexOf(column);
const cell = (rowNumber: number, column: string) => {
  const row = within(grid()).getAllByRole('row').find((candidate) => within(candidate).queryAllByRole('gridcell')[0]?.textContent === String(rowNumber))!;
  return within(row).getAllByRole('gridcell').find((candidate) => candidate.getAttribute('aria-colindex') === String(gridColumn(column)))!;
};
const focused = () => document.activeElement as HTMLElement;
const press = (key: string) => fireEvent.keyDown(focused(), { key });
const goTo = async (label: string) => act(async () => screen.getByRole('button', { name: label }).click());
const describedLine = () => document.getElementById(grid().getAttribute('aria-describedby')!)!.textContent;

/** Whether the viewport is as narrow as a phone's, as the media query the grid asks reads it. */
let narrowViewport = false;

beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({ matches: narrowViewport && query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
  // jsdom lays nothing out; the grid measures itself with these.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => undefined;
  // The grid finds its focused cell with a nesting selector ('& > ...') jsdom cannot parse; ':scope' means the same.
  const querySelector = Element.prototype.querySelector;
  Element.prototype.querySelector = function (this: Element, selectors: string) {
    return querySelector.call(this, selectors.replace(/^&/, ':scope'));
  } as typeof querySelector;
});

describe('the raw rows grid of an import that failed validation', () => {
  it('numbers rows as the file shows them, the heading being row 1', () => {
    render(<Screen editing={false} />);
    const numbers = within(grid()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('gridcell')[0].textContent);
    expect(numbers).toEqual(['2', '3', '4']);
    expect(cell(3, 'Site Post Code').textContent).toContain('NOWHERE');
  });

  it('says what to do instead of showing an empty grid when the file failed as a whole', () => {
    const failures = [{ message: 'A quote mark (") on line 3 runs the lines after it into one cell: remove it, or write it twice ("") inside a quoted cell, then upload the file again', line: 0 }];
    const { unmount } = render(<RawRowsEditor heading={[]} rows={[]} firstrow={2} failures={failures} editing={false} editable onChange={jest.fn()} />);
    expect(screen.getByText(NO_ROWS.editable)).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next error' })).toBeNull();
    unmount();
    render(<RawRowsEditor heading={[]} rows={[]} firstrow={2} failures={failures} editing={false} editable={false} onChange={jest.fn()} />);
    expect(screen.getByText(NO_ROWS.closed)).toBeTruthy();
  });

  it('renders only the rows in view of a 25,000-row page, while announcing them all', () => {
    const many = Array.from({ length: 25_000 }, (_, i) => [`BS${i % 9} 4DJ`, `Customer ${i} Ltd`, '1312345678901']);
    render(<RawRowsEditor heading={heading} rows={many} firstrow={2} failures={[]} editing={false} editable onChange={jest.fn()} />);
    expect(grid().getAttribute('aria-rowcount')).toBe('25001');
    expect(within(grid()).getAllByRole('row').length).toBeLessThan(100);
  });

  it('is one tab stop: only the active cell can take focus', () => {
    render(<Screen editing />);
    const stops = within(grid()).queryAllByRole('gridcell').filter((candidate) => candidate.tabIndex === 0);
    expect(stops.length).toBeLessThanOrEqual(1);
  });

  it('is left by Tab from its headings as from its cells, not walked heading by heading', async () => {
    render(<Screen editing={false} />);
    const [rowHeading] = within(grid()).getAllByRole('columnheader');
    expect(rowHeading.tabIndex).toBe(0);
    act(() => rowHeading.focus());
    // Not taken by the grid: the browser moves focus on, out of the grid.
    expect(fireEvent.keyDown(rowHeading, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(rowHeading, { key: 'Tab', shiftKey: true })).toBe(true);
    expect(focused()).toBe(rowHeading);
    await goTo('Go to row 3 Site Post Code');
    expect(fireEvent.keyDown(focused(), { key: 'Tab' })).toBe(true);
    expect(focused()).toBe(cell(3, 'Site Post Code'));
  });

  it('leads from an error to its cell, focused, and says what is wrong there', async () => {
    render(<Screen editing={false} />);
    await goTo('Go to row 3 Site Post Code');
    expect(focused()).toBe(cell(3, 'Site Post Code'));
    expect(describedLine()).toBe('Row 3, Site Post Code: Post code is not a valid UK post code');
    // The cell's own name carries the message for a screen reader, and a sign marks it beside the colour.
    expect(focused().textContent).toContain('error: Post code is not a valid UK post code');
    expect(focused().textContent).toContain('⚠');
    expect(focused().textContent).toBe('⚠NOWHERE, error: Post code is not a valid UK post code');
    await goTo('Go to row 4 Customer Name');
    expect(focused().textContent).toBe('⚠empty, error: Required');
  });

  it("finds an error's cell under the file's own heading, spaced or cased otherwise than the format's", async () => {
    const brokersHeading = ['site postcode', 'CUSTOMER NAME', 'MPAN\u00a0Core'];
    render(<RawRowsEditor heading={brokersHeading} rows={fileRows} firstrow={2} failures={failures} editing={false} editable onChange={jest.fn()} />);
    await goTo('Go to row 3 Site Post Code');
    expect(focused().textContent).toContain('NOWHERE');
    expect(focused().textContent).toContain('error: Post code is not a valid UK post code');
    expect(describedLine()).toBe('Row 3, site postcode: Post code is not a valid UK post code');
  });

  it('moves between cells with the arrow keys', async () => {
    render(<Screen editing={false} />);
    await goTo('Go to row 3 Site Post Code');
    act(() => {
      press('ArrowDown');
    });
    expect(focused()).toBe(cell(4, 'Site Post Code'));
    act(() => {
      press('ArrowRight');
    });
    expect(focused()).toBe(cell(4, 'MPAN Core'));
    expect(describedLine()).toBe('Row 4, MPAN Core: MPAN Core should be 13 digits');
  });

  it('goes to the next and previous error in the order the grid shows them, wrapping round', async () => {
    render(<Screen editing={false} />);
    const next = () => act(async () => screen.getByRole('button', { name: 'Next error' }).click());
    const previous = () => act(async () => screen.getByRole('button', { name: 'Previous error' }).click());
    await next();
    expect(focused()).toBe(cell(3, 'Site Post Code'));
    await next();
    expect(focused()).toBe(cell(4, 'Customer Name'));
    await next();
    expect(focused()).toBe(cell(4, 'MPAN Core'));
    await next();
    expect(focused()).toBe(cell(3, 'Site Post Code'));
    await previous();
    expect(focused()).toBe(cell(4, 'MPAN Core'));
  });

  it('keeps the Row and Customer Name columns frozen at the start, wherever the file has Customer Name', () => {
    render(<Screen editing={false} />);
    const headers = within(grid()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(0, 2)).toEqual(['Row', 'Customer Name']);
    expect(within(grid()).getAllByRole('columnheader').slice(0, 2).every((header) => header.className.includes('frozen'))).toBe(true);
  });

  it('freezes no column on a viewport as narrow as a phone, where frozen columns would hide every other cell', () => {
    narrowViewport = true;
    try {
      render(<Screen editing />);
      // jsdom gives the grid no width, so only the columns it must render are: frozen ones, and the first.
      const headers = within(grid()).getAllByRole('columnheader');
      expect(headers[0].textContent).toBe('Row');
      expect(headers.filter((header) => header.className.includes('frozen'))).toEqual([]);
    } finally {
      narrowViewport = false;
    }
  });

  it('edits with Enter, keeps the change with Enter, and sends the rows back whole', async () => {
    const onSaved = jest.fn();
    render(<Screen editing onSaved={onSaved} />);
    await goTo('Go to row 3 Site Post Code');
    act(() => {
      press('Enter');
    });
    const editor = screen.getByRole('textbox', { name: 'Row 3 Site Post Code' }) as HTMLInputElement;
    expect(editor.value).toBe('NOWHERE');
    // Editing, the cell's error is still read out: the editor is described by the line naming it.
    expect(document.getElementById(editor.getAttribute('aria-describedby')!)?.textContent).toBe('Row 3, Site Post Code: Post code is not a valid UK post code');
    fireEvent.change(editor, { target: { value: 'BS1 4DJ' } });
    act(() => {
      press('Enter');
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onSaved).toHaveBeenLastCalledWith([fileRows[0], ['BS1 4DJ', 'Dairy Ltd', '1312345678902'], fileRows[2]]);
    expect(focused()).toBe(cell(3, 'Site Post Code'));
    // The corrected cell no longer says it fails: it is checked again when saved. The others still do.
    expect(focused().textContent).toBe('BS1 4DJ');
    expect(describedLine()).toBe('Row 3, Site Post Code');
    expect(cell(4, 'Customer Name').textContent).toContain('error: Required');
  });

  it('clears the chosen row, to be removed when saved, and offers nothing to clear before a cell is chosen or while read only', async () => {
    const onSaved = jest.fn();
    const clean = render(<RawRowsEditor heading={heading} rows={fileRows} firstrow={2} failures={[]} editing editable onChange={jest.fn()} />);
    // Disabled with its reason, so it stays focusable and says what to do.
    expect(screen.getByRole('button', { name: 'Clear row' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Select a cell of the row first.')).toBeTruthy();
    clean.unmount();
    const { unmount } = render(<Screen editing onSaved={onSaved} />);
    await goTo('Go to row 4 Customer Name');
    await act(async () => screen.getByRole('button', { name: 'Clear row 4' }).click());
    expect(onSaved).toHaveBeenLastCalledWith([fileRows[0], fileRows[1], ['', '', '']]);
    unmount();
    render(<Screen editing={false} />);
    expect(screen.queryByRole('button', { name: /^Clear row/ })).toBeNull();
  });

  it('starts an edit by typing, the key typed replacing what the cell held', async () => {
    const onSaved = jest.fn();
    render(<Screen editing onSaved={onSaved} />);
    await goTo('Go to row 4 Customer Name');
    act(() => {
      press('F');
    });
    const editor = screen.getByRole('textbox', { name: 'Row 4 Customer Name' }) as HTMLInputElement;
    expect(editor.value).toBe('F');
    fireEvent.change(editor, { target: { value: 'Farm Ltd' } });
    act(() => {
      press('Enter');
    });
    expect(onSaved).toHaveBeenLastCalledWith([fileRows[0], fileRows[1], ['BS2 0JA', 'Farm Ltd', '12345']]);
  });

  it('undoes an edit with Escape', async () => {
    const onSaved = jest.fn();
    render(<Screen editing onSaved={onSaved} />);
    await goTo('Go to row 4 Customer Name');
    act(() => {
      press('Enter');
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Row 4 Customer Name' }), { target: { value: 'Typo Ltd' } });
    act(() => {
      press('Escape');
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    expect(cell(4, 'Customer Name').textContent).not.toContain('Typo');
  });

  it('is read only outside Edit: Enter and typing change nothing, and the cells say so', async () => {
    render(<Screen editing={false} />);
    await goTo('Go to row 4 Customer Name');
    act(() => {
      press('Enter');
    });
    act(() => {
      press('x');
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(cell(4, 'Customer Name').getAttribute('aria-readonly')).toBe('true');
    expect(grid().className).toContain('raw-grid-readonly');
  });
});

describe('editing the rows of a failed file', () => {
  const check: RowCheck = { format: FILE_FORMATS[0], context: { contractterms: ['12', '24', '36'], thirdPartyCosts: { show: true, edit: true } } };
  const postcode = SAMPLE_HEADING.indexOf('Site Post Code');
  const uploaded = sampleRows(3).map((row, i) => (i === 1 ? row.map((cell, j) => (j === postcode ? 'NOWHERE' : cell)) : row));
  // As the server found them on upload.
  const found = pageRowFailures(check.format, SAMPLE_HEADING, uploaded, 2, check.context);

  function Editing({ onSave = jest.fn(), onCancel = jest.fn() }: { onSave?: () => void; onCancel?: () => void }) {
    const [rows, setRows] = useState<readonly (readonly string[])[]>(uploaded);
    return (
      <RawRowsEditor heading={SAMPLE_HEADING} rows={rows} before={uploaded} firstrow={2} failures={found} editing editable onChange={setRows} check={check}
        actions={{ save: { enabled: true, onClick: onSave }, cancel: { enabled: true, onClick: onCancel } }} />
    );
  }
  const bar = () => screen.getByRole('region', { name: 'Unsaved edit' });
  const typeInto = (label: string, text: string) => {
    act(() => {
      press('Enter');
    });
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });
    act(() => {
      press('Enter');
    });
  };

  it('keeps Save and Cancel beside the rows, named apart from the toolbar\'s, doing what the toolbar\'s do', async () => {
    const onSave = jest.fn();
    const onCancel = jest.fn();
    render(<Editing onSave={onSave} onCancel={onCancel} />);
    expect(found).toHaveLength(1);
    expect(bar().textContent).toContain('0 changes · 1 error');
    await act(async () => within(bar()).getByRole('button', { name: 'Save changes' }).click());
    await act(async () => within(bar()).getByRole('button', { name: 'Cancel editing' }).click());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('drops a fixed error and shows a new one as the rows are checked again, before any save', async () => {
    render(<Editing />);
    await goTo('Go to row 3 Site Post Code');
    typeInto('Row 3 Site Post Code', 'BS1 4DJ');
    await waitFor(() => expect(bar().textContent).toContain('1 change · 0 errors'));
    expect(screen.getByRole('heading', { name: 'Errors (0)' })).toBeTruthy();
    // A new error in a row the broker changed is found at once too.
    act(() => {
      press('ArrowDown');
    });
    typeInto('Row 4 Site Post Code', 'NOWHERE');
    await waitFor(() => expect(bar().textContent).toContain('2 changes · 1 error'));
    expect(screen.getByRole('button', { name: 'Go to row 4 Site Post Code' })).toBeTruthy();
  });

  it('starts at the first error, its cell chosen and described, focus left where it was', () => {
    render(<Editing />);
    expect(describedLine()).toBe('Row 3, Site Post Code: Post code is not a valid UK post code');
    expect(grid().contains(focused())).toBe(false);
  });
});

