import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Table from '@cloudscape-design/components/table';
import { formatCell } from '../../../domain/reports/format';
import type { AuditEntry } from '../../../domain/import/audit-entry';

/** Who moved the selected import, when, from which status to which, and why. */
export default function AuditTrail({ audit, statusName }: { audit: readonly AuditEntry[]; statusName: (status: number) => string }) {
  return (
    <ExpandableSection headerText={`Audit trail (${audit.length})`} variant="container" defaultExpanded>
      <Table
        variant="embedded"
        items={[...audit].reverse()}
        ariaLabels={{ tableLabel: 'Audit trail' }}
        empty={<Box textAlign="center">No entries</Box>}
        columnDefinitions={[
          { id: 'at', header: 'When', cell: (entry) => formatCell(entry.at, 'datetime') },
          { id: 'username', header: 'Who', cell: (entry) => entry.username },
          { id: 'action', header: 'Action', cell: (entry) => entry.action },
          { id: 'from', header: 'From', cell: (entry) => (entry.from === undefined ? '' : statusName(entry.from)) },
          { id: 'to', header: 'To', cell: (entry) => statusName(entry.to) },
          { id: 'reason', header: 'Reason', cell: (entry) => entry.reason ?? '' },
        ]}
      />
    </ExpandableSection>
  );
}
