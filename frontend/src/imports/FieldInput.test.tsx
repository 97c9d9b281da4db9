import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { EntityField } from '../../../domain/entities';
import FieldInput from './FieldInput';

const startdate: EntityField = { label: 'Start Date', type: 'date', nullable: false };

/** The field as the editor holds it: what the input hands back is what it is given next. */
function Editor({ initial, onStored }: { initial: string; onStored: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>(initial);
  return <FieldInput id="startdate" field={startdate} value={value} readOnly={false} onChange={(next) => (setValue(next), onStored(next))} />;
}

const input = () => screen.getByRole('textbox') as HTMLInputElement;

describe('a date field on the import screen', () => {
  it('shows a stored ISO day as dd/mm/yyyy', () => {
    render(<Editor initial="2026-12-01" onStored={jest.fn()} />);
    expect(input().value).toBe('01/12/2026');
    expect(input().placeholder).toBe('dd/mm/yyyy');
  });

  it('stores a date typed dd/mm/yyyy as its ISO day, and keeps what the broker typed on screen', () => {
    const stored = jest.fn();
    render(<Editor initial="2026-12-01" onStored={stored} />);
    fireEvent.change(input(), { target: { value: '5/1/2027' } });
    expect(stored).toHaveBeenLastCalledWith('2027-01-05');
    expect(input().value).toBe('5/1/2027');
  });

  it('keeps text that is no date as typed, for validation to refuse', () => {
    const stored = jest.fn();
    render(<Editor initial="" onStored={stored} />);
    fireEvent.change(input(), { target: { value: '12/31/2026' } });
    expect(stored).toHaveBeenLastCalledWith('12/31/2026');
    expect(input().value).toBe('12/31/2026');
  });

  it('shows a value stored from elsewhere as dd/mm/yyyy', () => {
    const { rerender } = render(<FieldInput id="startdate" field={startdate} value="2026-12-01" readOnly={false} onChange={jest.fn()} />);
    rerender(<FieldInput id="startdate" field={startdate} value="2027-02-28" readOnly={false} onChange={jest.fn()} />);
    expect(input().value).toBe('28/02/2027');
  });
});
