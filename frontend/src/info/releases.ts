import type { Release } from '../../../domain/reference-data/messages';

export type { Release };

export interface ReleaseGroup {
  readonly status: string;
  readonly releases: readonly Release[];
}

export const LIVE = 'Live';

const newestFirst = (a: Release, b: Release) =>
  b.releasedate.localeCompare(a.releasedate) || b.version.localeCompare(a.version, undefined, { numeric: true });

/** The left menu: one group per status, Live first, then the others by name; newest release first within each. */
export function groupByStatus(releases: readonly Release[]): ReleaseGroup[] {
  const byStatus = new Map<string, Release[]>();
  for (const release of releases) byStatus.set(release.status, [...(byStatus.get(release.status) ?? []), release]);
  return [...byStatus.entries()]
    .sort(([a], [b]) => (a === LIVE ? -1 : b === LIVE ? 1 : a.localeCompare(b)))
    .map(([status, group]) => ({ status, releases: group.sort(newestFirst) }));
}

/**
 * The release to show: the one named by the route, else the newest Live one, else the
 * first in the menu. Undefined when a named version does not exist or there are no releases.
 */
export function chooseRelease(releases: readonly Release[], version?: string): Release | undefined {
  if (version !== undefined) return releases.find((release) => release.version === version);
  return groupByStatus(releases)[0]?.releases[0];
}
