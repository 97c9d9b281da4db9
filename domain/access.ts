/** Who may use the portal and its reports. Used by server and browser. */

export const APPLICATION_ID = 2;

/** Report numbers held on a user; 5 and 6 are not used by this product. */
export const REPORT = {
  contracts: 1,
  commission: 2,
  ecoesPostcode: 3,
  ecoesMpan: 4,
  gasAddress: 7,
  gasMprn: 8,
} as const;

export interface AccessHolder {
  readonly applications: readonly number[];
  readonly tpis: readonly unknown[];
  readonly reports: readonly number[];
}

/** Authorised: holds application 2 and at least one intermediary. */
export const isAuthorised = (user: AccessHolder) =>
  user.applications.includes(APPLICATION_ID) && user.tpis.length > 0;

export const holdsReport = (user: AccessHolder, report: number) =>
  isAuthorised(user) && user.reports.includes(report);

export const NOT_AUTHORISED_TITLE = 'Authorisation Failed';
export const NOT_AUTHORISED_MESSAGE = 'You are not authorised to use this application';
