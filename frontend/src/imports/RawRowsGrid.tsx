import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useEffectEvent, useId, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { DataGrid, type CellKeyDownArgs, type CellKeyboardEvent, type Column, type DataGridHandle, type RenderEditCellProps } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import type { ImportIssue } from '../../../domain/import';
import { headingKey } from '../../../domain/import/columns';
import { useNarrowViewport } from '../shared/narrow-viewport';
import { cellKey, failingCells, nextFailing, type FailingCell } from './raw-failures';
import './raw-rows-grid.css';

/*
 * react-data-grid rather than Cloudscape's table with inline editing: the grid is one tab stop with
 * arrow keys between cells (the ARIA grid pattern, as a spreadsheet), its rows and columns are
 * virtualised so an import page of thousands of rows stays smooth, and its first columns can be frozen.
 */

type RawRow = readonly string[];

/** A grid cell in this page's rows: its row index and its column in the grid. */
export interface GridPosition {
  readonly rowIdx: number;
  readonly idx: number;
}

export interface RawRowsGridHandle {
  /** Scrolls a failure's cell into view and focuses it. */
  goTo(failure: ImportIssue): void;
}

interface RawRowsGridProps {
  readonly heading: readonly string[];
  readonly rows: readonly RawRow[];
  /** The file row of `rows[0]`. */
  readonly firstrow: number;
  readonly failures: readonly ImportIssue[];
  readonly editing: boolean;
  /** The grid's name while it cannot be edited. */
  readonly readOnlyLabel: string;
  readonly onChange: (rows: readonly RawRow[]) => void;
  readonly ref?: Ref<RawRowsGridHandle>;
}

const ROW_COLUMN = 'row';
/** The height of a row and of the heading row, in pixels. */
const ROW_HEIGHT = 30;
/** Room below the rows for a horizontal scroll bar and the grid's border. */
const SCROLL_BAR_ROOM = 20;
/** The heading whose column stays in view beside the row number, where the viewport leaves room for both. */
const isCustomerName = (name: string) => headingKey(name) === 'customername';

const cellText = (row: RawRow, index: number) => row[index] ?? '';

const NOTHING_EDITED: ReadonlySet<string> = new Set();

/** The raw row with one cell changed; a short row is padded so the cell exists. */
function withCell(row: RawRow, index: number, value: string): RawRow {
  const changed = Array.from({ length: Math.max(row.length, index + 1) }, (_, i) => row[i] ?? '');
  changed[index] = value;
  return changed;
}

/**
 * The cell's text input; a key typed on the cell (`typed`) replaces what the cell held, as in a
 * spreadsheet. It is described, as the grid is, by the line naming the cell and its error.
 */
function CellEditor({ row, column, onRowChange, onClose, label, describedBy, typed }: RenderEditCellProps<RawRow> & { label: string; describedBy: string; typed: () => string | undefined }) {
  const index = Number(column.key);
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const first = typed();
    input.current?.focus();
    if (first === undefined) input.current?.select();
    else onRowChange(withCell(row, index, first));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening: later changes are the broker's typing.
  }, []);
  return (
    <input
      ref={input}
      className="raw-grid-editor"
      aria-label={label}
      aria-describedby={describedBy}
      value={cellText(row, index)}
      onChange={(event) => onRowChange(withCell(row, index, event.target.value))}
      onBlur={() => onClose(true, false)}
    />
  );
}

/** Status 3: the raw rows as a spreadsheet-like grid, failing cells marked and described, with the next and previous error a button away. */
export default function RawRowsGrid({ heading, rows, firstrow, failures, editing, readOnlyLabel, onChange, ref }: RawRowsGridProps) {
  const describedBy = useId();
  const grid = useRef<DataGridHandle>(null);
  // Frozen, the row number and Customer Name (264 px) are wider than the whole grid on a 320 px screen, hiding every other cell.
  const freeze = !useNarrowViewport();
  const [active, setActive] = useState<GridPosition>();
  /** The key that opened the editor, handed to it once. */
  const typedKey = useRef<string>(undefined);
  const takeTypedKey = () => {
    const key = typedKey.current;
    typedKey.current = undefined;
    return key;
  };

  /** Heading indices in grid order: Customer Name first, so it can be frozen beside the row number. */
  const order = useMemo(() => {
    const indices = heading.map((_, index) => index);
    const customer = heading.findIndex(isCustomerName);
    return customer < 0 ? indices : [customer, ...indices.filter((index) => index !== customer)];
  }, [heading]);
  const gridIndex = useMemo(() => {
    // A failure names the format's column ('Site Post Code'), matched as the import matched the file's heading ('site postcode').
    const byName = new Map<string, number>();
    order.forEach((index, position) => {
      const key = headingKey(heading[index]);
      if (!byName.has(key)) byName.set(key, position + 1);
    });
    return (column: string) => byName.get(headingKey(column));
  }, [heading, order]);
  const failing = useMemo(() => failingCells(failures, gridIndex, firstrow, rows.length), [failures, gridIndex, firstrow, rows.length]);
  // A cell changed since the failures were found shows none of them: it is checked again when saved.
  const [edited, setEdited] = useState<{ readonly failures: readonly ImportIssue[]; readonly keys: ReadonlySet<string> }>({ failures, keys: new Set() });
  const editedKeys = edited.failures === failures ? edited.keys : NOTHING_EDITED;
  const markEdited = (keys: readonly string[]) => setEdited({ failures, keys: new Set([...editedKeys, ...keys]) });
  const messages = useMemo(
    () => new Map(failing.map((cell) => [cellKey(cell.row, headingKey(cell.column)), cell.message] as const).filter(([key]) => !editedKeys.has(key))),
    [failing, editedKeys],
  );

  const columns = useMemo((): Column<RawRow>[] => {
    const rowColumn: Column<RawRow> = {
      key: ROW_COLUMN,
      name: 'Row',
      frozen: freeze,
      width: 64,
      cellClass: 'raw-grid-row-number',
      renderCell: ({ rowIdx }) => firstrow + rowIdx,
    };
    return [
      rowColumn,
      ...order.map((index): Column<RawRow> => {
        const name = heading[index];
        return {
          key: String(index),
          name,
          frozen: freeze && isCustomerName(name),
          resizable: true,
          width: isCustomerName(name) ? 200 : 150,
          editable: editing,
          renderCell: ({ row, rowIdx }) => {
            const message = messages.get(cellKey(firstrow + rowIdx, headingKey(name)));
            if (message === undefined) return cellText(row, index);
            return (
              <span className="raw-grid-failing">
                <span aria-hidden="true" className="raw-grid-failing-icon">⚠</span>
                {cellText(row, index)}
                {/* An empty cell is said to be empty, so its error is not read as its text. */}
                <span className="raw-grid-hidden">{cellText(row, index).trim() === '' ? 'empty' : ''}, error: {message}</span>
              </span>
            );
          },
          renderEditCell: (props) => <CellEditor {...props} label={`Row ${firstrow + props.rowIdx} ${name}`} describedBy={describedBy} typed={takeTypedKey} />,
        };
      }),
    ];
  }, [order, heading, editing, firstrow, messages, freeze, describedBy]);

  const focus = (cell: FailingCell) => {
    const position = { rowIdx: cell.rowIdx, idx: cell.idx };
    const handle = grid.current;
    if (!handle) return;
    if (active && active.rowIdx === position.rowIdx && active.idx === position.idx) {
      handle.scrollToCell(position);
      handle.element?.querySelector<HTMLElement>('[role="gridcell"][aria-selected="true"]')?.focus();
    } else handle.setActivePosition(position, { shouldFocus: true });
    setActive(position);
  };

  useImperativeHandle(ref, () => ({
    goTo(failure) {
      const cell = failing.find((candidate) => candidate.row === failure.row && candidate.column === failure.column);
      if (cell) focus(cell);
    },
  }));

  // Editing starts at the first error: its cell is scrolled into view and made active, focus staying where it is.
  const showFirstError = useEffectEvent(() => {
    const first = failing[0];
    if (!first) return;
    const position = { rowIdx: first.rowIdx, idx: first.idx };
    grid.current?.setActivePosition(position, { shouldFocus: false });
    grid.current?.scrollToCell(position);
    setActive(position);
  });
  useEffect(() => {
    if (editing) showFirstError();
  }, [editing]);

  const clearRow = (rowIdx: number) => {
    markEdited(heading.map((name) => cellKey(firstrow + rowIdx, headingKey(name))));
    onChange(rows.map((row, i) => (i === rowIdx ? row.map(() => '') : row)));
  };

  const step = (direction: 1 | -1) => {
    const cell = nextFailing(failing, active, direction);
    if (cell) focus(cell);
  };

  /**
   * A character typed on a cell opens its editor with that character in place of the cell's text
   * (the grid alone would open it and drop the key).
   */
  const onCellKeyDown = (args: CellKeyDownArgs<RawRow>, event: CellKeyboardEvent) => {
    if (args.mode !== 'ACTIVE') return;
    const character = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (character && editing && args.column && args.column.key !== ROW_COLUMN) {
      event.preventGridDefault();
      event.preventDefault();
      typedKey.current = event.key;
      args.setActivePosition({ idx: args.column.idx, rowIdx: args.rowIdx }, { enableEditor: true });
    }
  };

  /**
   * Tab leaves the grid from a heading or a cell (one tab stop, as the ARIA grid pattern has it): the grid would
   * move to the next cell, walking every heading first, and it offers no setting for the headings. It is stopped
   * before the grid sees it, so the browser moves focus on. While a cell is edited (the key comes from its input),
   * Tab is the grid's: it keeps the change and moves on, as in a spreadsheet.
   */
  const leaveOnTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab' && event.target instanceof Element && event.target.matches('[role="columnheader"], [role="gridcell"]')) event.stopPropagation();
  };

  const noErrors = failing.length === 0 ? 'No cell on this page fails.' : undefined;
  const activeName = active && active.idx > 0 ? heading[order[active.idx - 1]] : undefined;
  const activeRow = active ? firstrow + active.rowIdx : undefined;
  const activeMessage = activeName !== undefined && activeRow !== undefined ? messages.get(cellKey(activeRow, headingKey(activeName))) : undefined;

  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="xs">
        <Button iconName="angle-up" disabled={failing.length === 0} disabledReason={noErrors} onClick={() => step(-1)}>Previous error</Button>
        <Button iconName="angle-down" disabled={failing.length === 0} disabledReason={noErrors} onClick={() => step(1)}>Next error</Button>
        {editing && (
          <Button iconName="remove" disabled={active === undefined} disabledReason={active === undefined ? 'Select a cell of the row first.' : undefined} onClick={() => active && clearRow(active.rowIdx)}>
            {activeRow === undefined ? 'Clear row' : `Clear row ${activeRow}`}
          </Button>
        )}
      </SpaceBetween>
      <div onKeyDownCapture={leaveOnTab}>
      <DataGrid
        ref={grid}
        className={editing ? 'raw-grid raw-grid-editing' : 'raw-grid raw-grid-readonly'}
        aria-label={editing ? 'Rows' : readOnlyLabel}
        aria-describedby={describedBy}
        columns={columns}
        rows={rows}
        onRowsChange={(changed, { indexes, column }) => {
          markEdited(indexes.map((index) => cellKey(firstrow + index, headingKey(heading[Number(column.key)] ?? ''))));
          onChange(changed);
        }}
        onCellKeyDown={onCellKeyDown}
        onActivePositionChange={({ rowIdx, column }) => setActive(column && rowIdx >= 0 ? { rowIdx, idx: column.idx } : undefined)}
        rowHeight={ROW_HEIGHT}
        // Many rows scroll inside at most 560 pixels; a page of a few takes only their height.
        style={{ blockSize: `min(60vh, 560px, ${(rows.length + 1) * ROW_HEIGHT + SCROLL_BAR_ROOM}px)` }}
      />
      </div>
      <Box id={describedBy} variant="small" color={activeMessage ? 'text-status-error' : 'text-body-secondary'}>
        {activeRow !== undefined && activeName !== undefined
          ? `Row ${activeRow}, ${activeName}${activeMessage ? `: ${activeMessage}` : ''}`
          : 'Choose a cell to see its row, column and any error.'}
      </Box>
    </SpaceBetween>
  );
}
