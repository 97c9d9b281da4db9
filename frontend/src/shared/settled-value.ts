import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms`: work or speech that should follow a pause in typing, not each key. */
export function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
