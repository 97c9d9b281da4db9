import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReportDefinition } from '../../../domain/reports/definitions';
import type { ReportRow } from '../../../domain/reports/grouping';
import { lineMatches } from '../../../domain/reports/line-filter';
import { isPaged, PAGE_MESSAGES } from '../../../domain/reports/paging';
import { windowAhead } from '../../../domain/reports/parameters';
import { useAnnouncement } from '../shared/Announcer';
import { useSession } from '../shell/session-context';
import ReportParameters from './ReportParameters';
import ReportTable, { type Sorting } from './ReportTable';
import { useLineFilter } from './use-line-filter';
import { useLineFunctions } from './use-line-functions';
import { useReport } from './use-report';
import { useReportExport, type ExportState } from './use-report-export';

/** Why Export cannot be pressed yet: it writes the rows the report shows. */
const EXPORT_BLOCKED = {
  loading: 'Wait for the report to load.',
  notLoaded: 'Load the report first: Export writes the rows it shows.',
} as const;

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

function ExportProgress({ state, onCancel, onRetry }: { state: ExportState; onCancel: () => void; onRetry: () => void }) {
  if (state.status === 'failed') {
    return (
      <Alert type="error" header={`${PAGE_MESSAGES.exportFailed}: ${state.error.title}`} dismissible onDismiss={onCancel} dismissAriaLabel={`Dismiss ${PAGE_MESSAGES.exportFailed}`} action={<Button onClick={onRetry}>Try again</Button>}>
        {state.error.text}
      </Alert>
    );
  }
  if (state.status !== 'exporting') return null;
  return (
    <SpaceBetween direction="horizontal" size="s" alignItems="center">
      <div role="status">
        <StatusIndicator type="loading">{PAGE_MESSAGES.exporting(state.rows)}</StatusIndicator>
      </div>
      <Button onClick={onCancel}>{PAGE_MESSAGES.cancelExport}</Button>
    </SpaceBetween>
  );
}

/** The generic report screen: parameters, search, export, results, load errors and row actions. */
export default function ReportPage({ definition }: { definition: ReportDefinition }) {
  const { intermediary } = useSession();
  const { parameters, setParameter, state, load, loadMore } = useReport(definition, intermediary.id);
  const filter = useLineFilter();
  const { outcome, dismissOutcome, lineFunctions } = useLineFunctions(intermediary.id);
  const exporter = useReportExport(definition);
  const loaded = state.status === 'loaded' ? state : undefined;
  const loadError = state.status === 'error' ? state.error : loaded?.more.error;
  const fieldErrors = state.status === 'error' ? state.error.fields : undefined;
  useAnnouncement(loaded && !loaded.more.loading ? PAGE_MESSAGES.rowsLoaded(loaded.rows.length, loaded.more.nextCursor !== undefined) : undefined);
  useAnnouncement(loadError && (loadError.fields ? Object.values(loadError.fields).join('. ') : `${loadError.title}. ${loadError.text}`), 'assertive');
  useAnnouncement(exporter.state.status === 'failed' ? `${PAGE_MESSAGES.exportFailed}: ${exporter.state.error.title}` : undefined, 'assertive');

  // A file holds the lines the filter shows, of the pages still to fetch too.
  const keep = (row: ReportRow) => lineMatches(definition, row, filter.text);
  const download = (format: 'csv' | 'xlsx', chosen: readonly ReportRow[], sorting?: Sorting) => {
    if (loaded) void exporter.start({ format, loaded: chosen, more: loaded.more, sorting, keep });
  };
  const ahead = definition.windowahead && { label: definition.windowahead.label, onChoose: () => void load(windowAhead(definition, new Date())) };

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        actions={
          <Button iconName="download" loading={exporter.state.status === 'exporting'} disabled={!loaded} disabledReason={loaded ? undefined : state.status === 'loading' ? EXPORT_BLOCKED.loading : EXPORT_BLOCKED.notLoaded} onClick={() => download('xlsx', (loaded?.rows ?? []).filter(keep))}>
            Export
          </Button>
        }
      >
        {definition.title}
      </Header>
      <Container>
        <ReportParameters definition={definition} values={parameters} onChange={setParameter} onSearch={() => void load()} loading={state.status === 'loading'} errors={fieldErrors} windowAhead={ahead} />
      </Container>
      <ExportProgress state={exporter.state} onCancel={exporter.cancel} onRetry={exporter.retry} />
      {outcome && (
        <Alert type={outcome.success ? 'success' : 'error'} dismissible onDismiss={dismissOutcome}>
          {outcome.message}
        </Alert>
      )}
      {state.status === 'error' && !fieldErrors && (
        <Alert type="error" header={state.error.title}>
          {state.error.text}
        </Alert>
      )}
      {state.status === 'loading' && <LoadingMessage definition={definition} />}
      {loaded?.more.error && (
        <Alert type="error" header={loaded.more.error.title}>
          {loaded.more.error.text}
        </Alert>
      )}
      {loaded && (
        <Container>
          <ReportTable
            definition={definition}
            rows={loaded.rows}
            more={isPaged(definition) ? { exist: loaded.more.nextCursor !== undefined, loading: loaded.more.loading, onLoad: () => void loadMore() } : undefined}
            filter={filter}
            lineFunctions={lineFunctions}
            onDownload={download}
          />
        </Container>
      )}
    </SpaceBetween>
  );
}
