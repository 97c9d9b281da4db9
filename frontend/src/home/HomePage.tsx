import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { HOME_MESSAGES, type HomeSummary } from '../../../domain/home';
import { IMPORT_STATUSES } from '../../../domain/import/status';
import { formatMoney } from '../../../domain/reports/format';
import ImportStatus from '../imports/ImportStatus';
import { importListHref } from '../imports/list-params';
import ListLoadFailure from '../shared/ListLoadFailure';
import { menuEntry } from '../shell/menu';
import { useSession } from '../shell/session-context';
import { useHomeSummary } from './api';

const statusName = (status: number) => IMPORT_STATUSES.find((known) => known.id === status)?.name ?? `Status ${status}`;

/** A link to another screen, followed inside the app; `label` is its name for screen readers when the text alone says too little. */
function ScreenLink({ href, label, children }: { readonly href: string; readonly label?: string; readonly children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link href={href} ariaLabel={label} onFollow={(event) => (event.preventDefault(), void navigate(href))}>
      {children}
    </Link>
  );
}

/** A count that leads to the list of what it counts; none leads nowhere. */
const countLink = (count: number, href: string, label: string) => (count > 0 ? <ScreenLink href={href} label={label}>{count}</ScreenLink> : <Box variant="span">0</Box>);

function RenewalsDue({ summary }: { readonly summary: HomeSummary }) {
  const longest = summary.renewalsdue[summary.renewalsdue.length - 1];
  const href = importListHref({ renewals: true });
  return (
    <Container header={<Header variant="h2" description={HOME_MESSAGES.renewalsDescription(summary.today)}>{HOME_MESSAGES.renewalsHeading}</Header>}>
      {!longest?.count ? (
        <StatusIndicator type="success">{HOME_MESSAGES.noRenewals}</StatusIndicator>
      ) : (
        <KeyValuePairs
          columns={3}
          minColumnWidth={200}
          items={summary.renewalsdue.map(({ days, count }) => ({
            label: HOME_MESSAGES.renewalsWindow(days),
            value: countLink(count, href, HOME_MESSAGES.renewalsLink(count, days)),
          }))}
        />
      )}
    </Container>
  );
}

function ImportsWaiting({ summary }: { readonly summary: HomeSummary }) {
  const waiting = summary.waiting.reduce((sum, { count }) => sum + count, 0);
  return (
    <Container header={<Header variant="h2" description={HOME_MESSAGES.waitingDescription}>{HOME_MESSAGES.waitingHeading}</Header>}>
      {waiting === 0 ? (
        <StatusIndicator type="success">{HOME_MESSAGES.noneWaiting}</StatusIndicator>
      ) : (
        <KeyValuePairs
          columns={4}
          minColumnWidth={230}
          items={summary.waiting.map(({ importstatus, count }) => ({
            label: <ImportStatus status={importstatus} name={statusName(importstatus)} />,
            value: countLink(count, importListHref({ status: importstatus, renewals: false }), HOME_MESSAGES.waitingLink(count, statusName(importstatus))),
          }))}
        />
      )}
    </Container>
  );
}

function CommissionDue({ due }: { readonly due: NonNullable<HomeSummary['commissiondue']> }) {
  const report = menuEntry('/commissionreport');
  return (
    <Container header={<Header variant="h2" description={HOME_MESSAGES.commissionDescription}>{HOME_MESSAGES.commissionHeading(due.month)}</Header>}>
      <ColumnLayout columns={2} variant="text-grid">
        <KeyValuePairs items={[{ label: HOME_MESSAGES.commissionLabel, value: formatMoney(due.amount) }]} />
        {report && <ScreenLink href={report.path}>{HOME_MESSAGES.commissionLink}</ScreenLink>}
      </ColumnLayout>
    </Container>
  );
}

/** Home: where the application opens and where routes the user may not use lead; what needs the broker today. */
export default function HomePage() {
  const { user, intermediary } = useSession();
  const summary = useHomeSummary(intermediary.id);
  return (
    <ContentLayout header={<Header variant="h1" description={`Working for ${intermediary.name}. ${HOME_MESSAGES.changeIntermediary}`}>Welcome, {user.firstname}</Header>}>
      <SpaceBetween size="l">
        <ListLoadFailure words={HOME_MESSAGES} state={summary} onRetry={() => summary.refetch()} />
        {summary.isPending && (
          <div role="status">
            <StatusIndicator type="loading">{HOME_MESSAGES.loading}</StatusIndicator>
          </div>
        )}
        {summary.data && (
          <>
            <RenewalsDue summary={summary.data} />
            <ImportsWaiting summary={summary.data} />
            {summary.data.commissiondue && <CommissionDue due={summary.data.commissiondue} />}
          </>
        )}
        <Container>
          <ScreenLink href="/info">Release information</ScreenLink>
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
