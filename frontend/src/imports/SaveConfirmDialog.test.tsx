import { act, fireEvent, render, screen } from '@testing-library/react';
import SaveConfirmDialog from './SaveConfirmDialog';

function dialog(contracts: number, onConfirm = jest.fn(() => Promise.resolve())) {
  const onClose = jest.fn();
  render(<SaveConfirmDialog contracts={contracts} onConfirm={onConfirm} onClose={onClose} />);
  return { onConfirm, onClose };
}

describe('the confirmation before a Save that approves and processes', () => {
  it('says what saving does, naming the number of contracts', () => {
    dialog(3);
    expect(screen.getByText('Save and process this import?')).toBeTruthy();
    expect(
      screen.getByText('This import is not held for manual verification. If the rows now pass validation, saving approves the import and processes 3 contracts; they are created at once and cannot be edited here afterwards.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and process 3 contracts' })).toBeTruthy();
  });

  it('saves only when confirmed, and closes once the save has answered', async () => {
    const { onConfirm, onClose } = dialog(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and process 1 contract' })));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Cancel and the close button close without saving', () => {
    const { onConfirm, onClose } = dialog(2);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be cancelled or closed while the save it started runs, since the import would be approved anyway', async () => {
    let answer: () => void = () => undefined;
    const { onClose } = dialog(2, jest.fn(() => new Promise<void>((resolve) => (answer = resolve))));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and process 2 contracts' })));
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    fireEvent.keyDown(screen.getByText(/^This import is not held/), { key: 'Escape', keyCode: 27 });
    expect(onClose).not.toHaveBeenCalled();
    // The button shows the save is under way, and says so to a screen reader.
    expect(screen.getByText('Saving')).toBeTruthy();

    await act(async () => answer());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
