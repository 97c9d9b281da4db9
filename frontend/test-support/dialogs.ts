import { act, fireEvent, screen } from '@testing-library/react';

/** How a dialog's component test reaches it and the ways a broker can try to close it. */
export function dialogActions(dialog: () => HTMLElement) {
  const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
  /** A click on the dimmed page around the dialog: Cloudscape's overlay is the dialog element itself. */
  const clickBackdrop = () =>
    act(async () => {
      fireEvent.mouseDown(dialog());
      fireEvent.click(dialog());
    });
  const pressEscape = () => act(async () => fireEvent.keyDown(dialog().querySelector('input')!, { key: 'Escape', keyCode: 27 }));
  return { click, clickBackdrop, pressEscape };
}

/**
 * With something typed in `field`: the backdrop does nothing, Escape asks and Keep editing keeps
 * the text, and the dialog's own `close` button asks and Leave without saving closes it once.
 */
export async function expectClosingToAsk(dialog: () => HTMLElement, close: string, onClose: jest.Mock, field: string, typed: string) {
  const { click, clickBackdrop, pressEscape } = dialogActions(dialog);
  await clickBackdrop();
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.queryByText('Leave without saving?')).toBeNull();

  await pressEscape();
  await screen.findByText('Leave without saving?');
  await click('Keep editing');
  expect(onClose).not.toHaveBeenCalled();
  expect((screen.getByLabelText(field) as HTMLInputElement).value).toBe(typed);

  await click(close);
  await screen.findByText('Leave without saving?');
  await click('Leave without saving');
  expect(onClose).toHaveBeenCalledTimes(1);
}
