import { APPLICATION_ID } from '../access';

/** A banner shown after sign-in: Cloudscape alert type as icon, sorted by messageorder. */
export interface ApplicationMessage {
  readonly applicationid: number;
  readonly messageorder: number;
  readonly icon: 'info' | 'warning' | 'error' | 'success';
  readonly header: string;
  readonly content: string;
  readonly list: readonly string[];
}

export const APPLICATION_MESSAGES: readonly ApplicationMessage[] = [
  {
    applicationid: APPLICATION_ID,
    messageorder: 1,
    icon: 'info',
    header: 'Planned maintenance',
    content: 'The portal will be unavailable for short periods while we upgrade it. Uploads started before a window will complete.',
    list: ['Saturday 06:00 to 08:00: contract import', 'Sunday 06:00 to 07:00: reports and industry searches'],
  },
  {
    applicationid: APPLICATION_ID,
    messageorder: 2,
    icon: 'warning',
    header: 'Industry data delays',
    content: 'ECOES and Xoserve searches may answer slowly this week; retry a search that times out.',
    list: [],
  },
];

/** Release information; releasedate is an ISO date, shown as day/month/year. */
export interface Release {
  readonly version: string;
  readonly application: string;
  readonly status: string;
  readonly releasetype: string;
  readonly releasedate: string;
  readonly notes: readonly string[];
}

export const RELEASES: readonly Release[] = [
  {
    version: '2020.3.1',
    application: 'Broker Signing Tool',
    status: 'Test',
    releasetype: 'Major',
    releasedate: '2020-03-27',
    notes: ['Maximum commission uplift can now be set per broker, and application events and messages are configurable.'],
  },
];
