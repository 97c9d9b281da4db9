import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Table from '@cloudscape-design/components/table';
import { ENTITIES, type EntityName } from '../../../domain/entities';
import type { ImportIssue } from '../../../domain/import';

const entityName = (entity: string | undefined) => (entity && entity in ENTITIES ? ENTITIES[entity as EntityName].description : entity ?? '');

const fieldLabel = (entity: string | undefined, field: string | undefined) =>
  (field && entity && entity in ENTITIES ? ENTITIES[entity as EntityName].fields[field]?.label : undefined) ?? field ?? '';

/** The Errors or Warnings pane of a tab: entity, field and detail; choosing one shows its record. */
export default function IssuePane({ label, issues, onGoTo }: { label: string; issues: readonly ImportIssue[]; onGoTo: (issue: ImportIssue) => void }) {
  return (
    <Table
      variant="embedded"
      items={issues as ImportIssue[]}
      ariaLabels={{ tableLabel: label }}
      wrapLines
      empty={<Box textAlign="center">No {label.toLowerCase()}</Box>}
      columnDefinitions={[
        {
          id: 'entity',
          header: 'Entity',
          cell: (issue) =>
            issue.path === undefined ? entityName(issue.entity) : (
              <Button variant="inline-link" ariaLabel={`Go to ${[entityName(issue.entity), fieldLabel(issue.entity, issue.field)].filter(Boolean).join(' ')}`} onClick={() => onGoTo(issue)}>{entityName(issue.entity)}</Button>
            ),
        },
        { id: 'field', header: 'Field', cell: (issue) => fieldLabel(issue.entity, issue.field) },
        { id: 'detail', header: 'Detail', cell: (issue) => issue.message },
      ]}
    />
  );
}
