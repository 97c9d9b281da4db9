import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { uploadedNotice, type Notice } from './notice';
import NoticeBar from './NoticeBar';

const flash = () => createWrapper(document.body).findFlashbar()!;
/** The one item's type, and whether a spinner stands for its icon. */
const shown = () => ({
  types: (['success', 'error', 'info', 'warning'] as const).filter((type) => flash().findItemsByType(type).length > 0),
  loading: createWrapper(flash().findItems()[0].getElement()).findSpinner() !== null,
});

describe('a notice, one style on every screen', () => {
  it.each<[Notice, string]>([
    [{ type: 'success', header: 'Import approved' }, 'success'],
    [{ type: 'error', header: 'The import could not be approved' }, 'error'],
  ])('is a Flashbar item of its type: %o', (notice, type) => {
    render(<NoticeBar notice={notice} onDismiss={jest.fn()} />);
    expect(shown()).toEqual({ types: [type], loading: false });
    expect(screen.getByText(notice.header)).toBeTruthy();
  });

  it('says an upload arrived as information, with a spinner while the file is validated, never as a success', () => {
    const { rerender } = render(<NoticeBar notice={uploadedNotice('import-1')} loading onDismiss={jest.fn()} />);
    expect(shown()).toEqual({ types: ['info'], loading: true });
    expect(screen.getByText('File uploaded')).toBeTruthy();
    rerender(<NoticeBar notice={uploadedNotice('import-1')} onDismiss={jest.fn()} />);
    expect(shown()).toEqual({ types: ['info'], loading: false });
  });

  it('lists its messages under its header, offers Reload for a stale version, and is dismissed', () => {
    const onDismiss = jest.fn();
    const onReload = jest.fn();
    render(<NoticeBar notice={{ type: 'warning', header: 'Changed', messages: ['Reload first.'], reload: true }} onDismiss={onDismiss} onReload={onReload} />);
    expect(screen.getByRole('list', { name: 'Changed' }).textContent).toBe('Reload first.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect([onReload.mock.calls.length, onDismiss.mock.calls.length]).toEqual([1, 1]);
  });
});
