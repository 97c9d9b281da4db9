import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { formatUkDate } from '../../../domain/calendar-date';
import { apiGet } from '../api/client';
import DelayedLoader from '../shared/DelayedLoader';
import { chooseRelease, groupByStatus, type Release } from './releases';

const releaseHref = (version: string) => `/info/${encodeURIComponent(version)}`;

function ReleaseMenu({ releases, chosen }: { releases: readonly Release[]; chosen?: Release }) {
  const navigate = useNavigate();
  const items: SideNavigationProps.Item[] = groupByStatus(releases).map((group) => ({
    type: 'section',
    text: `${group.status} (${group.releases.length})`,
    items: group.releases.map((release) => ({ type: 'link', text: release.version, href: releaseHref(release.version) })),
  }));
  return (
    <nav aria-label="Versions">
      <SideNavigation
        header={{ text: 'Versions', href: '/info' }}
        items={items}
        activeHref={chosen ? releaseHref(chosen.version) : undefined}
        onFollow={(event) => {
          event.preventDefault();
          void navigate(event.detail.href);
        }}
      />
    </nav>
  );
}

function ReleaseDetail({ release }: { release: Release }) {
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Version {release.version}</Header>}>
        <KeyValuePairs
          columns={3}
          items={[
            { label: 'Version', value: release.version },
            { label: 'Application', value: String(release.application) },
            { label: 'Status', value: release.status },
            { label: 'Release Type', value: release.releasetype },
            { label: 'Release Date', value: formatUkDate(release.releasedate) },
          ]}
        />
      </Container>
      <Container header={<Header variant="h2">Release Notes</Header>}>
        {release.notes.length === 0 ? (
          <Box color="text-status-inactive">No notes for this release.</Box>
        ) : (
          <ul>
            {release.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
      </Container>
    </SpaceBetween>
  );
}

/** Release information: `/info` shows the Live version, `/info/:version` the one named. */
export default function ReleaseInfoPage() {
  const { version } = useParams();
  const releases = useQuery({ queryKey: ['releases'], queryFn: () => apiGet<Release[]>('/api/releases') });

  const chosen = releases.data ? chooseRelease(releases.data, version) : undefined;
  let detail;
  if (releases.isPending) detail = <DelayedLoader />;
  else if (releases.isError) detail = <Alert type="error" header="Release information could not be loaded">Please try again later.</Alert>;
  else if (chosen) detail = <ReleaseDetail release={chosen} />;
  else detail = <Alert type="info">{version ? `Version ${version} was not found.` : 'No releases yet.'}</Alert>;

  return (
    <SpaceBetween size="m">
      <Header variant="h1">Release Information</Header>
      <Grid gridDefinition={[{ colspan: { default: 12, s: 3 } }, { colspan: { default: 12, s: 9 } }]}>
        <ReleaseMenu releases={releases.data ?? []} chosen={chosen} />
        {detail}
      </Grid>
    </SpaceBetween>
  );
}
