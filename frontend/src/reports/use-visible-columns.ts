import { useCallback, useState } from 'react';
import type { ReportDefinition } from '../../../domain/reports/definitions';

/** Where a report's chosen columns are kept in this browser, one key per report. */
export const visibleColumnsKey = (definition: Pick<ReportDefinition, 'name'>) => `broker-signing-tool.report-columns.${definition.name}`;

/** The columns kept for the report, in column order; every column when none are kept or what is kept cannot be read. */
export function storedVisibleColumns(definition: Pick<ReportDefinition, 'name' | 'fieldnames'>, storage: Storage = localStorage): readonly string[] {
  try {
    const kept: unknown = JSON.parse(storage.getItem(visibleColumnsKey(definition)) ?? 'null');
    return Array.isArray(kept) ? definition.fieldnames.filter((field) => kept.includes(field)) : definition.fieldnames;
  } catch {
    return definition.fieldnames;
  }
}

/** The report's visible columns, remembered per report so a broker's choice outlasts the session. */
export function useVisibleColumns(definition: Pick<ReportDefinition, 'name' | 'fieldnames'>) {
  const [visible, setVisible] = useState(() => storedVisibleColumns(definition));
  const choose = useCallback(
    (fields: readonly string[]) => {
      localStorage.setItem(visibleColumnsKey(definition), JSON.stringify(fields));
      setVisible(definition.fieldnames.filter((field) => fields.includes(field)));
    },
    [definition],
  );
  return { visible, choose };
}
