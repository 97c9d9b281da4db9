import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Table from '@cloudscape-design/components/table';
import { ENTITIES, type EntityName } from '../../../domain/entities';
import type { ImportIssue } from '../../../domain/import';

const entityName = (entity: string | undefined) => (entity && entity in ENTITIES ? ENTITIES[entity as EntityName].description : entity ?? '');

const fieldLabel = (entity: string | undefined, field: string | undefined) =>
  (field && entity && entity in ENTITIES ? ENTITIES[entity as EntityName].fields[field]?.label : undefined) ?? field ?? '';

/** What a warning read from a file row names as its entity, when it names none: the row, as the broker's file numbers it. */
const entityText = (issue: ImportIssue) => entityName(issue.entity) || (issue.row === undefined ? '' : `File row ${issue.row}`);

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
            issue.path === undefined ? entityText(issue) : (
              <Button variant="inline-link" ariaLabel={`Go to ${[entityText(issue), fieldLabel(issue.entity, issue.field)].filter(Boolean).join(' ')}`} onClick={() => onGoTo(issue)}>{entityText(issue)}</Button>
            ),
        },
        // A file row's warning names its column as the file heads it.
        { id: 'field', header: 'Field', cell: (issue) => fieldLabel(issue.entity, issue.field) || (issue.column ?? '') },
        { id: 'detail', header: 'Detail', cell: (issue) => issue.message },
      ]}
    />
  );
}
