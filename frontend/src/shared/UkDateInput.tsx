import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import { calendarDate, formatUkDate } from '../../../domain/calendar-date';

/** A date field's hint, under it (a placeholder alone goes once the broker types): its FormField's constraintText. */
export const UK_DATE_HINT = 'dd/mm/yyyy, like 31/12/2026';

interface UkDateInputProps {
  /** The stored value: an ISO day, or text that is not a date yet. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly controlId?: string;
  readonly ariaLabel?: string;
  readonly readOnly?: boolean;
  readonly onBlur?: () => void;
}

/**
 * A date shown and typed dd/mm/yyyy, as brokers write dates, and kept as its ISO day; text that
 * is not a date yet is kept as typed, for validation to name.
 */
export default function UkDateInput({ value, onChange, controlId, ariaLabel, readOnly, onBlur }: UkDateInputProps) {
  const [typed, setTyped] = useState(() => formatUkDate(value));
  // The broker's own typing stays as typed; a value changed elsewhere (a reload, a reset) shows as dd/mm/yyyy.
  const shown = (calendarDate(typed) ?? typed) === value ? typed : formatUkDate(value);
  return (
    <Input
      controlId={controlId}
      ariaLabel={ariaLabel}
      readOnly={readOnly}
      value={shown}
      placeholder="dd/mm/yyyy"
      inputMode="numeric"
      onBlur={onBlur}
      onChange={({ detail }) => {
        setTyped(detail.value);
        onChange(calendarDate(detail.value) ?? detail.value);
      }}
    />
  );
}
