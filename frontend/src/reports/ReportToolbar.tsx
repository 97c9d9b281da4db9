import Box from '@cloudscape-design/components/box';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { ReportDefinition } from '../../../domain/reports/definitions';
import { formatMoney } from '../../../domain/reports/format';
import { FILTER_MESSAGES, type ColumnTotal } from '../../../domain/reports/line-filter';
import type { LineFilter } from './use-line-filter';

interface ReportToolbarProps {
  readonly definition: ReportDefinition;
  readonly filter: LineFilter;
  /** The filter's count of matches, while it filters. */
  readonly countText?: string;
  readonly totals: readonly ColumnTotal[];
  /** More lines exist than are loaded, so the totals are of the loaded ones. */
  readonly more: boolean;
  readonly visibleColumns: readonly string[];
  readonly onColumnsChange: (fields: readonly string[]) => void;
}

/** Above the report's lines: the filter with its count, the columns to show, and the money the shown lines add up to. */
export default function ReportToolbar({ definition, filter, countText, totals, more, visibleColumns, onColumnsChange }: ReportToolbarProps) {
  return (
    <SpaceBetween size="xs">
      <div className="report-toolbar">
        <div className="report-filter">
          <TextFilter
            filteringText={filter.typed}
            filteringAriaLabel={FILTER_MESSAGES.label}
            filteringPlaceholder={FILTER_MESSAGES.placeholder}
            filteringClearAriaLabel={FILTER_MESSAGES.clearText}
            onChange={({ detail }) => filter.type(detail.filteringText)}
            onDelayedChange={({ detail }) => filter.apply(detail.filteringText)}
          />
        </div>
        {/* Said through the page's polite region (ReportTable), so shown here only once, not as the filter's own live region. */}
        {countText && <Box variant="span" color="text-body-secondary">{countText}</Box>}
        <CollectionPreferences
          title="Preferences"
          confirmLabel="Confirm"
          cancelLabel="Cancel"
          preferences={{ visibleContent: visibleColumns }}
          visibleContentPreference={{
            title: 'Columns shown',
            options: [{ label: `${definition.title} columns`, options: definition.fieldnames.map((field, i) => ({ id: field, label: definition.columnheadings[i] })) }],
          }}
          onConfirm={({ detail }) => onColumnsChange(detail.visibleContent ?? definition.fieldnames)}
        />
      </div>
      {totals.map((total) => (
        <Box key={total.field} variant="strong">{FILTER_MESSAGES.total(total.heading, formatMoney(total.pounds), more)}</Box>
      ))}
    </SpaceBetween>
  );
}
