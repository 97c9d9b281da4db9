import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusWhenLost } from './focus';

function Detail({ mode }: { mode: string }) {
  const area = useRef<HTMLDivElement>(null);
  useFocusWhenLost(area, `${mode}:`);
  return <div ref={area} tabIndex={-1} data-testid="detail" />;
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
});
