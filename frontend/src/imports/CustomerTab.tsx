import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useEffect, useMemo, useState } from 'react';
import type { EntityRecord, ImportCustomer, ImportIssue } from '../../../domain/import';
import type { CustomerReferences } from '../../../domain/references';
import CommissionSummary from './CommissionSummary';
import { customerTree, referencesByPath } from './customer-tree';
import DocumentsPane from './DocumentsPane';
import EntityForm from './EntityForm';
import EntityTree from './EntityTree';
import { fieldInputId, type FormContext } from './form-context';
import IssuePane from './IssuePane';
import NodeActions from './NodeActions';
import type { NewCustomerDefaults } from './structure-actions';
import { entityAt, recordAt, updateAt } from './tree-path';
import { TAB_SCROLL_LABELS } from '../shared/application';

interface CustomerTabProps {
  readonly line: number;
  readonly customer: ImportCustomer;
  readonly context: FormContext;
  readonly subobjects: Readonly<Partial<Record<string, readonly string[]>>>;
  readonly defaults: NewCustomerDefaults;
  readonly warnings: readonly ImportIssue[];
  readonly tpiid: number;
  readonly importId?: string;
  /** The references of the customer's records, once the import was sent for signature or processed. */
  readonly references?: CustomerReferences;
  readonly onChange: (customer: ImportCustomer) => void;
}

/** One customer: the tree of sub-entities, the chosen record's form, and the Errors, Warnings and Upload Documents panes. */
export default function CustomerTab({ line, customer, context, subobjects, defaults, warnings, tpiid, importId, references, onChange }: CustomerTabProps) {
  const [selected, setSelected] = useState('');
  const [focus, setFocus] = useState<string>();
  const tree = useMemo(() => customerTree(customer, subobjects, references), [customer, subobjects, references]);
  const path = recordAt(customer, selected) ? selected : '';
  const entity = entityAt(path);
  const record = recordAt(customer, path) as EntityRecord;
  const failures = context.failures.filter((f) => f.line === line);

  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus, path]);

  const goTo = (issue: ImportIssue) => {
    setSelected(issue.path ?? '');
    setFocus(issue.field ? fieldInputId(line, issue.path ?? '', issue.field) : undefined);
  };
  const meterPointFuel = entity === 'gasmeterpoint' || path.includes('gasmeterpoints') ? 2 : 1;

  return (
    <SpaceBetween size="m">
      <Grid gridDefinition={[{ colspan: { default: 12, m: 4 } }, { colspan: { default: 12, m: 8 } }]}>
        <EntityTree root={tree} selected={path} onSelect={setSelected} />
        <EntityForm
          key={`${line}-${path}`}
          line={line}
          path={path}
          entity={entity}
          record={record}
          reference={referencesByPath(references).get(path)}
          utilityid={meterPointFuel}
          context={context}
          actions={context.editing && <NodeActions customer={customer} path={path} entity={entity} defaults={defaults} onChange={(changed, next) => (onChange(changed), setSelected(next))} />}
          extra={(entity === 'elecmeterpoint' || entity === 'gasmeterpoint') && context.commission.show && <CommissionSummary customer={customer} meterpoint={record} />}
          onChange={(changed) => onChange(updateAt(customer, path, () => changed))}
        />
      </Grid>
      <Tabs
        i18nStrings={TAB_SCROLL_LABELS}
        ariaLabel="Issues and documents"
        tabs={[
          { id: 'errors', label: `Errors (${failures.length})`, content: <IssuePane label="Errors" issues={failures} onGoTo={goTo} /> },
          { id: 'warnings', label: `Warnings (${warnings.length})`, content: <IssuePane label="Warnings" issues={warnings} onGoTo={goTo} /> },
          { id: 'documents', label: 'Upload Documents', content: <DocumentsPane tpiid={tpiid} importId={importId} /> },
        ]}
      />
    </SpaceBetween>
  );
}
