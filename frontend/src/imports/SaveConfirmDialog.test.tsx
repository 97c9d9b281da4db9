import { fireEvent, render, screen } from '@testing-library/react';
import SaveConfirmDialog from './SaveConfirmDialog';

function dialog(contracts: number) {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  render(<SaveConfirmDialog contracts={contracts} busy={false} onConfirm={onConfirm} onClose={onClose} />);
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

  it('saves only when confirmed', () => {
    const { onConfirm, onClose } = dialog(1);
    fireEvent.click(screen.getByRole('button', { name: 'Save and process 1 contract' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel and the close button close without saving', () => {
    const { onConfirm, onClose } = dialog(2);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
