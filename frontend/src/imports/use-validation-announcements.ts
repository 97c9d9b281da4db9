import { useCallback, useEffect, useRef } from 'react';
import { importName, type ImportListRow } from '../../../domain/import/list';
import { formatCount } from '../../../domain/quantities';
import { useAnnounce } from '../shared/Announcer';
import { VALIDATING_STATUSES } from './api';

/** How validation went, as the list shows it: 'audit.csv: Validation Failed, 1 error'. */
export function validationOutcome(row: ImportListRow, statusName: (status: number) => string): string {
  const errors = row.failurecount > 0 ? `, ${formatCount(row.failurecount, row.failurecount === 1 ? 'error' : 'errors')}` : '';
  return `${importName(row)}: ${statusName(row.importstatus)}${errors}`;
}

/**
 * Says politely how validation went for each file the broker uploads here, once the list shows it out of validation:
 * the status changes by itself, seconds after "File uploaded", where a screen reader would not notice it.
 * Answers the function that names an uploaded import to follow.
 */
export function useValidationAnnouncements(rows: readonly ImportListRow[], statusName: (status: number) => string) {
  const announce = useAnnounce();
  const awaited = useRef(new Set<string>());
  useEffect(() => {
    const known = rows.filter((row) => awaited.current.has(row.id) && !VALIDATING_STATUSES.includes(row.importstatus));
    if (known.length === 0) return;
    known.forEach((row) => awaited.current.delete(row.id));
    announce(known.map((row) => validationOutcome(row, statusName)).join('. '));
  }, [rows, statusName, announce]);
  return useCallback((id: string) => void awaited.current.add(id), []);
}
