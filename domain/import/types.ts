import type { DateRule } from '../entities';
import type { ThirdPartyCostAccess } from '../intermediary';
/**
 * The structured data of an import, whether read from a file or entered by hand on the import screen:
 * a list of top-level customers, each a tree of entity records named as the entity metadata and
 * the file format's `showsubobjects` name them. Field values stay as the file gave them (text),
 * apart from a product's `utilityid`, which is a number.
 */

export interface ImportPrice {
  readonly name: string;
  readonly value: string;
}

/** One record's own fields; children sit beside them under their collection names. */
export interface EntityRecord {
  readonly [field: string]: unknown;
}

export interface ImportMeterPoint extends EntityRecord {
  readonly prices: readonly ImportPrice[];
  /** Index of the customer's contract this meter point is supplied under. */
  readonly contractindex?: number;
}

export interface ImportProduct extends EntityRecord {
  readonly utilityid: number;
  readonly elecmeterpoints?: readonly ImportMeterPoint[];
  readonly gasmeterpoints?: readonly ImportMeterPoint[];
}

export interface ImportSite extends EntityRecord {
  readonly products: readonly ImportProduct[];
}

export interface ImportAccount extends EntityRecord {
  readonly directdebits?: readonly EntityRecord[];
}

export interface EsignData {
  readonly firstname: string;
  readonly lastname: string;
  readonly jobtitle: string;
  readonly phonenumber: string;
  readonly email: string;
}

export interface AccountManager {
  readonly firstname: string;
  readonly lastname: string;
}

export interface ImportCustomer extends EntityRecord {
  readonly name: string;
  readonly visible: boolean;
  readonly sites: readonly ImportSite[];
  readonly accounts: readonly ImportAccount[];
  readonly contacts: readonly EntityRecord[];
  readonly contracts: readonly EntityRecord[];
  readonly accountmanager?: AccountManager;
  readonly esigndata?: EsignData;
}

/**
 * A validation failure. Raw rows (status 3) name `row` (the file row, heading row 1: see file-rows), `column` and the file
 * `line`; structured data names `line` (the customer's tab, 1-based), `entity`, `field` and `path`.
 */
export interface ImportIssue {
  readonly message: string;
  readonly line: number;
  readonly row?: number;
  readonly column?: string;
  readonly entity?: string;
  readonly field?: string;
  /** Where in the customer's tree, e.g. `sites.0.products.1.elecmeterpoints.0`. */
  readonly path?: string;
}

/** What validating a file or structured data ends with. */
export interface ImportValidation {
  readonly failures: ImportIssue[];
  readonly warnings: ImportIssue[];
}

/** A meter point's identity for duplicate checks: MPAN core or MPRN. */
export interface MeterPointRef {
  readonly utilityid: 1 | 2;
  readonly mpxn: string;
}

/** What validation needs from the intermediary's product configuration and the rest of the store. */
export interface ImportContext {
  /** Contract terms the intermediary's product allows. */
  readonly contractterms: readonly string[];
  /**
   * Meter points already claimed by other open imports of the intermediary, each with the import
   * as the list names it (file and time imported), so the broker can find it; undefined while the
   * holder is still being written.
   */
  readonly openImportMeterPoints: ReadonlyMap<string, string | undefined>;
  /** Meter points under live contracts of the intermediary. */
  readonly liveContractMeterPoints: ReadonlySet<string>;
  /** Renewals (source type 3) expect their meter points to be under contract already. */
  readonly renewal: boolean;
  /** How contract start dates are kept out of the past; absent, none is refused for it. */
  readonly startDates?: DateRule;
  /** Whether the product lets the broker see and set the uplift and commission structure. */
  readonly thirdPartyCosts: ThirdPartyCostAccess;
}
