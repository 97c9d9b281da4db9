import { useState } from 'react';

/**
 * The filter over a report's loaded lines: the text as typed, and the text applied once typing
 * pauses, so the table and the count said aloud change once per pause, not once per key.
 */
export interface LineFilter {
  readonly typed: string;
  readonly text: string;
  readonly type: (text: string) => void;
  readonly apply: (text: string) => void;
  readonly clear: () => void;
}

export function useLineFilter(): LineFilter {
  const [typed, type] = useState('');
  const [text, apply] = useState('');
  const clear = () => {
    type('');
    apply('');
  };
  return { typed, text, type, apply, clear };
}
