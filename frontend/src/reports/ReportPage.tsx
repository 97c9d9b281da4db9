import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import type { LineFunction, ReportDefinition } from '../../../domain/reports/definitions';
import type { ReportRow } from '../../../domain/reports/grouping';
import { apiFetch } from '../api/client';
import { useSession } from '../shell/session-context';
import { downloadCsv, downloadXlsx } from './downloads';
import ReportParameters from './ReportParameters';
import ReportTable from './ReportTable';
import { useReport } from './use-report';

interface LineFunctionOutcome {
  readonly success: boolean;
  readonly message: string;
}

function LoadingMessage({ definition }: { definition: ReportDefinition }) {
  if (definition.indeterminate) {
    return (
      <div role="status">
        <Box textAlign="center" padding="l">
          <Spinner size="large" /> <Box variant="span">Searching...</Box>
        </Box>
      </div>
    );
  }
  return (
    <div role="status">
      <Box padding="l">
        <StatusIndicator type="loading">Loading {definition.title}...</StatusIndicator>
      </Box>
    </div>
  );
}

/** The generic report screen (spec 2.7, 4.4 and 8): parameters, search, export, results, load errors and row actions. */
export default function ReportPage({ definition }: { definition: ReportDefinition }) {
  const { intermediary } = useSession();
  const { parameters, setParameter, state, load } = useReport(definition, intermediary.id);
  const [outcome, setOutcome] = useState<LineFunctionOutcome>();
  const [exporting, setExporting] = useState(false);
  const rows = state.status === 'loaded' ? state.rows : [];

  const runLineFunction = async (lineFunction: LineFunction, row: ReportRow) => {
    setOutcome(undefined);
    const body = { tpiid: intermediary.id, ...Object.fromEntries(lineFunction.fields.map((field) => [field, row[field]])) };
    const result = await apiFetch('POST', `/reports/functions/${lineFunction.function}`, { body });
    setOutcome(result.status === 200 ? { success: true, message: lineFunction.success } : { success: false, message: lineFunction.failure });
  };

  const download = async (format: 'csv' | 'xlsx', chosen: readonly ReportRow[]) => {
    if (format === 'csv') return downloadCsv(definition, chosen);
    setExporting(true);
    try {
      await downloadXlsx(definition, chosen);
    } finally {
      setExporting(false);
    }
  };

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        actions={
          <Button iconName="download" loading={exporting} disabled={state.status !== 'loaded'} onClick={() => void download('xlsx', rows)}>
            Export
          </Button>
        }
      >
        {definition.title}
      </Header>
      <Container>
        <ReportParameters definition={definition} values={parameters} onChange={setParameter} onSearch={() => void load()} loading={state.status === 'loading'} />
      </Container>
      {outcome && (
        <Alert type={outcome.success ? 'success' : 'error'} dismissible onDismiss={() => setOutcome(undefined)}>
          {outcome.message}
        </Alert>
      )}
      {state.status === 'error' && (
        <Alert type="error" header={state.error.title}>
          {state.error.text}
        </Alert>
      )}
      {state.status === 'loading' && <LoadingMessage definition={definition} />}
      {state.status === 'loaded' && (
        <Container>
          <ReportTable definition={definition} rows={state.rows} onLineFunction={(f, row) => void runLineFunction(f, row)} onDownload={(format, chosen) => void download(format, chosen)} />
        </Container>
      )}
    </SpaceBetween>
  );
}
