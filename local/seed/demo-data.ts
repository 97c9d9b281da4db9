import type { Intermediary } from '../../domain/intermediary';

/** The demo data seeded by the local stack; the README lists its sign-ins and what each shows. */

export const DEMO_PASSWORD = 'Demo-Portal-2026!';
export const DEMO_TEMPORARY_PASSWORD = 'Temp-Portal-2026!';
/** The authenticator-app secret of totp@example.com (base32), printed by `npm start`. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const DEMO_SMS_PHONE = '+447700900123';

const terms = (...months: string[]) => months;
const product = (fileformats: number[], contractterms: string[], extra: Partial<Intermediary['products'][string]> = {}) => ({
  fileformats,
  contractterms,
  showthirdpartycosts: true,
  editthirdpartycosts: false,
  requestpaymentonprequalification: false,
  ...extra,
});

export const DEMO_INTERMEDIARIES: readonly Intermediary[] = [
  {
    id: 101,
    name: 'Acme Energy Brokers',
    products: {
      // Each way a product may treat commission: set by the broker (1, 3) or by the supplier (2, and 102's), or hidden (103's).
      1: product([1, 2], terms('12', '24', '36'), { manualuploadformat: 3, editthirdpartycosts: true }),
      2: product([1, 2], terms('12', '24', '36')),
      3: product([1, 2], terms('12', '18', '24', '36'), { requestpaymentonprequalification: true, editthirdpartycosts: true }),
    },
  },
  {
    id: 102,
    name: 'Brightside Utilities Consulting',
    products: { 1: product([1, 2], terms('12', '24', '36'), { manualuploadformat: 3 }), 2: product([1, 2], terms('12', '24', '36')) },
  },
  { id: 103, name: 'Northern Power Partners', products: { 1: product([1, 2], terms('12', '24', '36'), { showthirdpartycosts: false }) } },
];

export type DemoMfa = 'none' | 'totp' | 'sms';

export interface DemoUser {
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly applications: number[];
  readonly tpis: number[];
  readonly reports: number[];
  /** What signing in as this user shows. */
  readonly shows: string;
  readonly mfa: DemoMfa;
  /** Left with the temporary password, so the first sign-in must set a new one. */
  readonly mustChangePassword?: boolean;
}

const ALL_REPORTS = [1, 2, 3, 4, 7, 8];

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'broker@example.com', firstname: 'Bea', lastname: 'Broker', applications: [2], tpis: [101], reports: [1, 2], shows: 'a broker with one intermediary', mfa: 'none' },
  { email: 'multi@example.com', firstname: 'Max', lastname: 'Multi', applications: [2], tpis: [103, 101, 102], reports: ALL_REPORTS, shows: 'a broker with several intermediaries', mfa: 'none' },
  { email: 'staff@example.com', firstname: 'Sam', lastname: 'Staff', applications: [2], tpis: [101, 102, 103], reports: ALL_REPORTS, shows: 'supplier staff with every report', mfa: 'none' },
  { email: 'noapp@example.com', firstname: 'Nora', lastname: 'Noapp', applications: [1], tpis: [101], reports: [], shows: 'Authorisation Failed (no application 2)', mfa: 'none' },
  { email: 'notpi@example.com', firstname: 'Ned', lastname: 'Notpi', applications: [2], tpis: [], reports: [], shows: 'Authorisation Failed (no intermediaries)', mfa: 'none' },
  { email: 'newuser@example.com', firstname: 'Nia', lastname: 'New', applications: [2], tpis: [101], reports: [1], shows: 'the forced new password at first sign-in', mfa: 'none', mustChangePassword: true },
  { email: 'totp@example.com', firstname: 'Tom', lastname: 'Totp', applications: [2], tpis: [101], reports: [1, 2], shows: 'an authenticator-app (TOTP) code after the password', mfa: 'totp' },
  { email: 'sms@example.com', firstname: 'Sue', lastname: 'Sms', applications: [2], tpis: [102], reports: [1], shows: 'an SMS code after the password', mfa: 'sms' },
];
