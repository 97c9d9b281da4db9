import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Table from '@cloudscape-design/components/table';
import type { ImportIssue } from '../../../domain/import';

/** Up to this many, the file's warnings show opened; more start folded, so the customers stay in view. */
const SHOWN_OPEN = 5;

/**
 * Warnings about the file rather than a customer (an ignored column, a stray quote in the heading
 * row), above the customer tabs, whose Warnings panes hold each customer's own; and, above a
 * failed file's rows, every warning the file gave.
 */
export default function FileWarnings({ warnings }: { warnings: readonly ImportIssue[] }) {
  if (warnings.length === 0) return null;
  return (
    <ExpandableSection variant="container" headerText="Warnings about the file" headerCounter={`(${warnings.length})`} defaultExpanded={warnings.length <= SHOWN_OPEN}>
      <Table
        variant="embedded"
        wrapLines
        items={warnings as ImportIssue[]}
        ariaLabels={{ tableLabel: 'Warnings about the file' }}
        columnDefinitions={[
          { id: 'row', header: 'Row', cell: (issue) => issue.row ?? '' },
          { id: 'column', header: 'Column', cell: (issue) => issue.column ?? '' },
          { id: 'detail', header: 'Detail', cell: (issue) => issue.message },
        ]}
      />
    </ExpandableSection>
  );
}
