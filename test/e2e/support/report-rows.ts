import type { Page } from 'playwright-core';
import type { ReportDefinition } from '../../../domain/reports/definitions';

/** The report's rows as the screen shows them, a merged cell's text repeated down the rows it spans. */
export function shownReportRows(page: Page, definition: ReportDefinition): Promise<string[][]> {
  return page.getByRole('table', { name: definition.title }).evaluate((element, fields) => {
    const above = new Map<string, string>();
    return [...element.querySelectorAll('tbody tr')].map((row) =>
      fields.map((field) => {
        const cell = row.querySelector<HTMLElement>(`td[data-field="${field}"]`);
        if (cell) above.set(field, cell.innerText.trim());
        return above.get(field) ?? '';
      }),
    );
  }, definition.fieldnames as string[]);
}
