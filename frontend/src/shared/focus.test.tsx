import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusWhenLost } from './focus';

function Detail({ mode, button }: { mode: string; button?: 'enabled' | 'disabled with a reason' }) {
  const area = useRef<HTMLDivElement>(null);
  useFocusWhenLost(area, `${mode}:`);
  return (
    <>
      {button && <button type="button" aria-disabled={button === 'disabled with a reason' || undefined}>Manual Entry</button>}
      <div ref={area} tabIndex={-1} data-testid="detail" />
    </>
  );
}

describe('useFocusWhenLost', () => {
  it('leaves a screen just opened to the page, and moves lost focus once the value changes, and back again', () => {
    const { rerender, getByTestId } = render(<Detail mode="view" />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Detail mode="edit" />);
    expect(document.activeElement).toBe(getByTestId('detail'));
    (document.activeElement as HTMLElement).blur();
    rerender(<Detail mode="view" />);
    expect(document.activeElement).toBe(getByTestId('detail'));
  });

  it('moves focus on from a button disabled with a reason by the action it started, and leaves it on one still enabled', () => {
    const { rerender, getByTestId, getByRole } = render(<Detail mode="view" button="enabled" />);
    getByRole('button').focus();
    rerender(<Detail mode="edit" button="enabled" />);
    expect(document.activeElement).toBe(getByRole('button'));
    rerender(<Detail mode="manual" button="disabled with a reason" />);
    expect(document.activeElement).toBe(getByTestId('detail'));
  });
});
