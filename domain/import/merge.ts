import type { FileFormat } from '../reference-data/file-formats';
import { fieldValue, noneSet, recordOf, sameSlots, valueOf, type Placed, type RowLayout, type RowSlots } from './row-slots';
import { fileRow } from './file-rows';
import type { ImportCustomer, ImportPrice } from './types';

type Mutable = Record<string, unknown> & { [collection: string]: unknown };

type Child = 'site' | 'account' | 'contact' | 'contract';

const CHILDREN: readonly Child[] = ['site', 'account', 'contact', 'contract'];

/** The collection of the customer record holding each child entity. */
const COLLECTION: Readonly<Record<Child, 'sites' | 'accounts' | 'contacts' | 'contracts'>> = { site: 'sites', account: 'accounts', contact: 'contacts', contract: 'contracts' };

/** A site's products in the order their fuels were met: electricity first, or gas first. */
const FUELS = [1, 2] as const;
const FUELS_GAS_FIRST = [2, 1] as const;

/** A product's collection of meter points, by fuel. */
const METER_POINTS = { 1: 'elecmeterpoints', 2: 'gasmeterpoints' } as const;

/** Up to this many records, a customer's collection is searched by comparing fields; past it, by merge key, so a customer of many sites costs no more per row. */
const SCAN_LIMIT = 8;

const keyPart = (value: unknown) => String(value ?? '').trim().toLowerCase();

/**
 * An entity's merge key: its merge fields, trimmed and lower-cased, joined. A record is its first
 * row's slots, so a row and a record are keyed alike.
 */
class MergeKey {
  private readonly parts: readonly (readonly Placed[])[];

  constructor(placed: readonly Placed[], fields: readonly string[]) {
    this.parts = fields.map((field) => placed.filter((entry) => entry.field === field));
  }

  of(slots: RowSlots): string {
    const { parts } = this;
    let joined = parts.length ? keyPart(fieldValue(slots, parts[0])) : '';
    for (let i = 1; i < parts.length; i++) joined += `\u0001${keyPart(fieldValue(slots, parts[i]))}`;
    return joined;
  }

  /** Whether two rows' keys are the same, without building either when the values are. */
  matches(held: RowSlots, slots: RowSlots): boolean {
    const { parts } = this;
    for (let i = 0; i < parts.length; i++) {
      const a = fieldValue(held, parts[i]);
      const b = fieldValue(slots, parts[i]);
      if (a !== b) return parts.length === 1 ? keyPart(a) === keyPart(b) : this.of(held) === this.of(slots);
    }
    return true;
  }
}

/** Each placed slot of a record, with the placed slots of its field: a record holds a field's last set column (see recordOf). */
interface Compared {
  readonly entry: Placed;
  readonly field: readonly Placed[];
}

const compared = (placed: readonly Placed[]): Compared[] => placed.map((entry) => ({ entry, field: placed.filter((other) => other.field === entry.field) }));

/**
 * A row that gives a record it merged into other details: the record keeps its first row's, and
 * the broker is told which field, with the value kept. `row` is the record's first row, known for customers.
 */
export interface MergeDifference {
  readonly entity: 'Customer' | 'Site' | 'Account' | 'Contact';
  readonly row?: number;
  /** The row slot of the differing field (see row-slots.ts). */
  readonly slot: number;
  readonly kept: unknown;
}

const ENTITY_NAME: Readonly<Record<'site' | 'account' | 'contact', MergeDifference['entity']>> = { site: 'Site', account: 'Account', contact: 'Contact' };

/** The children merged by key alone: no meter point hangs from them. */
const PEOPLE_AND_ACCOUNTS = ['account', 'contact'] as const;

/** The row's prices: each price column's name and value, where the row gives one. */
const pricesOf = (slots: RowSlots, placed: readonly Placed[]) =>
  placed.filter(({ slot }) => slots[slot] !== undefined).map(({ slot, field }): ImportPrice => ({ name: field, value: slots[slot] as string }));

/**
 * One kind of a customer's child records, as numbers: each record's first row, its place in its
 * customer's collection and the next record of the same customer (-1 for none), with each
 * customer's first and last. A customer grown past SCAN_LIMIT gets an index by merge key.
 */
class ChildRecords {
  readonly firstRow: number[] = [];
  readonly place: number[] = [];
  private readonly next: number[] = [];
  private readonly head: number[] = [];
  private readonly tail: number[] = [];
  private readonly count: number[] = [];
  private readonly indexes = new Map<number, Map<string, number>>();

  constructor(
    private readonly key: MergeKey,
    private readonly rows: readonly RowSlots[],
  ) {}

  /** Makes room for a new customer's records. */
  addCustomer(): void {
    this.head.push(-1);
    this.tail.push(-1);
    this.count.push(0);
  }

  /** The customer's record the row merges into, or -1. */
  find(customer: number, slots: RowSlots): number {
    const index = this.indexes.get(customer);
    if (index) return index.get(this.key.of(slots)) ?? -1;
    const { rows, firstRow, next, key } = this;
    for (let record = this.head[customer]; record !== -1; record = next[record]) if (key.matches(rows[firstRow[record]], slots)) return record;
    return -1;
  }

  /** A new record of the customer, from the row: answers the record. */
  add(customer: number, row: number): number {
    const record = this.firstRow.length;
    this.firstRow.push(row);
    this.next.push(-1);
    this.place.push(this.count[customer]++);
    if (this.tail[customer] === -1) this.head[customer] = record;
    else this.next[this.tail[customer]] = record;
    this.tail[customer] = record;
    const index = this.indexes.get(customer);
    const { key, rows } = this;
    if (index) index.set(key.of(rows[row]), record);
    else if (this.count[customer] > SCAN_LIMIT) {
      const built = new Map<string, number>();
      for (let held = this.head[customer]; held !== -1; held = this.next[held]) built.set(key.of(rows[this.firstRow[held]]), held);
      this.indexes.set(customer, built);
    }
    return record;
  }

  /** The customer's records, in the order they were added. */
  *of(customer: number): Generator<number> {
    for (let record = this.head[customer]; record !== -1; record = this.next[record]) yield record;
  }
}

/**
 * Merges rows into customers: the customer found by its merge fields (or a new one), then its
 * site, account, contact and contract, the site's product for the row's fuel, and the meter point
 * with its prices. Other details a later row gives a customer, site, account or contact are
 * answered for a warning; the first row's are kept.
 *
 * While the file is read no record is built: each row's slots are kept as they are, a record is
 * the row it came from, and the merge is numbers (each row's site and contract, each record's
 * first row), so a large file holds one array a row rather than every customer's records and
 * collections. eachCustomer() builds the trees when they are written out.
 * Rows of one customer usually follow each other, so a record whose slots repeat the previous
 * row's is that row's record, found without building its merge key.
 */
export class CustomerMerger {
  private readonly rows: RowSlots[] = [];
  /** Each row's contract's place in its customer's contracts, or -1. */
  private readonly rowContract: number[] = [];
  /** Each site's rows with a product, linked in file order: its first, its last, and each row's next (-1 for none). */
  private readonly siteFirstRow: number[] = [];
  private readonly siteLastRow: number[] = [];
  private readonly rowNext: number[] = [];
  private readonly customerFirstRow: number[] = [];
  private readonly customerByKey = new Map<string, number>();
  private readonly customerKey: MergeKey;
  private readonly children: Readonly<Record<Child, ChildRecords>>;
  /** Each site's first row with each fuel (its product's), or -1, and which fuel came first. */
  private readonly siteProductRow: readonly [number[], number[]] = [[], []];
  private readonly siteFirstFuel: (1 | 2)[] = [];
  private readonly utilityid: readonly Placed[];
  private readonly compared: Readonly<Record<MergeDifference['entity'], readonly Compared[]>>;
  /** The previous row's customer, contract place and site (-1 for none). */
  private previousCustomer = -1;
  private previousContract = -1;
  private previousSite = -1;
  /** What the row being added gives its records other than they hold. */
  private differences: MergeDifference[] | undefined;

  constructor(
    format: FileFormat,
    private readonly layout: RowLayout,
  ) {
    const key = (entity: 'customer' | Child) => new MergeKey(layout[entity], format.mergeentities[entity] ?? []);
    this.customerKey = key('customer');
    const records = (child: Child) => new ChildRecords(key(child), this.rows);
    this.children = { site: records('site'), account: records('account'), contact: records('contact'), contract: records('contract') };
    this.utilityid = layout.product.filter((entry) => entry.field === 'utilityid');
    this.compared = { Customer: compared(layout.customer), Site: compared(layout.site), Account: compared(layout.account), Contact: compared(layout.contact) };
  }

  /**
   * Adds one row's slots, which are kept: the caller must not change them after. Answers what the
   * row gives its customer, site, account or contact other than they hold (most rows: nothing).
   */
  add(slots: RowSlots): readonly MergeDifference[] | undefined {
    const { layout, rows, children } = this;
    const row = rows.length;
    const previous = row ? rows[row - 1] : undefined;
    rows.push(slots);
    const sameCustomer = previous !== undefined && sameSlots(slots, previous, layout.customer);
    this.differences = undefined;
    let customer = sameCustomer ? this.previousCustomer : -1;
    if (customer === -1) {
      const customerKey = this.customerKey.of(slots);
      customer = this.customerByKey.get(customerKey) ?? -1;
      if (customer === -1) {
        customer = this.customerFirstRow.length;
        this.customerFirstRow.push(row);
        this.customerByKey.set(customerKey, customer);
        for (const child of CHILDREN) children[child].addCustomer();
      } else {
        this.differ('Customer', slots, this.customerFirstRow[customer]);
      }
    } else {
      this.differ('Customer', slots, this.customerFirstRow[customer]);
    }
    for (const child of PEOPLE_AND_ACCOUNTS) {
      if (sameCustomer && sameSlots(slots, previous, layout[child])) continue;
      if (noneSet(slots, layout[child])) continue;
      const records = children[child];
      const found = records.find(customer, slots);
      if (found === -1) records.add(customer, row);
      else this.differ(ENTITY_NAME[child], slots, records.firstRow[found]);
    }
    let contract = -1;
    if (sameCustomer && sameSlots(slots, previous, layout.contract)) contract = this.previousContract;
    else if (!noneSet(slots, layout.contract)) contract = this.contractPlace(customer, slots, row);
    const site = sameCustomer && sameSlots(slots, previous, layout.site) ? this.previousSite : this.site(customer, slots, row);
    this.previousCustomer = customer;
    this.previousContract = contract;
    this.previousSite = site;
    this.rowContract.push(contract);
    this.rowNext.push(-1);
    const utilityid = fieldValue(slots, this.utilityid);
    if (site === -1 || (utilityid !== 1 && utilityid !== 2)) return this.differences;
    if (this.siteLastRow[site] === -1) this.siteFirstRow[site] = row;
    else this.rowNext[this.siteLastRow[site]] = row;
    this.siteLastRow[site] = row;
    const products = this.siteProductRow[utilityid - 1];
    if (products[site] === -1) {
      products[site] = row;
      if (this.siteProductRow[2 - utilityid][site] === -1) this.siteFirstFuel[site] = utilityid;
    }
    return this.differences;
  }

  /** Notes a field the row gives a record it merged into other than the record (its first row) holds. */
  private differ(entity: MergeDifference['entity'], slots: RowSlots, first: number): void {
    const record = this.rows[first];
    for (const { entry, field } of this.compared[entity]) {
      const value = valueOf(slots, entry);
      const kept = fieldValue(record, field);
      if (value !== undefined && kept !== undefined && kept !== value) {
        (this.differences ??= []).push({ entity, row: entity === 'Customer' ? fileRow(first) : undefined, slot: entry.slot, kept });
        return;
      }
    }
  }

  /**
   * The customers' trees, built one at a time from the kept rows (records as their first rows
   * give them, in the order they were met), so a caller writing them out never holds them all.
   */
  *eachCustomer(): Generator<ImportCustomer> {
    const { rows, layout, children } = this;
    for (let c = 0; c < this.customerFirstRow.length; c++) {
      const customer: Mutable = recordOf(rows[this.customerFirstRow[c]], layout.customer);
      customer.visible = true;
      for (const child of CHILDREN) {
        const records = children[child];
        const built: Mutable[] = [];
        for (const record of records.of(c)) {
          const held: Mutable = recordOf(rows[records.firstRow[record]], layout[child]);
          if (child === 'site') held.products = this.products(record);
          built.push(held);
        }
        customer[COLLECTION[child]] = built;
      }
      // Meter points go under their site's product in file order.
      for (const site of children.site.of(c)) {
        for (let row = this.siteFirstRow[site]; row !== -1; row = this.rowNext[row]) {
          const slots = rows[row];
          const utilityid = fieldValue(slots, this.utilityid) as 1 | 2;
          const placed = utilityid === 2 ? layout.gasMeterPoint : layout.elecMeterPoint;
          if (noneSet(slots, placed)) continue;
          const meterpoint = recordOf(slots, placed);
          meterpoint.prices = pricesOf(slots, layout.prices);
          if (this.rowContract[row] !== -1) meterpoint.contractindex = this.rowContract[row];
          const sites = customer.sites as Mutable[];
          const product = (sites[children.site.place[site]].products as Mutable[]).find((held) => held.utilityid === utilityid)!;
          (product[METER_POINTS[utilityid]] as Mutable[]).push(meterpoint);
        }
      }
      yield customer as unknown as ImportCustomer;
    }
  }

  /** A site's products, the fuel first met first, each with no meter points yet. */
  private products(site: number): Mutable[] {
    const built: Mutable[] = [];
    for (const utilityid of this.siteFirstFuel[site] === 1 ? FUELS : FUELS_GAS_FIRST) {
      const row = this.siteProductRow[utilityid - 1][site];
      if (row === -1) continue;
      const product: Mutable = recordOf(this.rows[row], this.layout.product);
      product[METER_POINTS[utilityid]] = [];
      built.push(product);
    }
    return built;
  }

  /** The line of the customer the last row merged into. */
  lastCustomerLine(): number {
    return this.previousCustomer + 1;
  }

  get customerCount(): number {
    return this.customerFirstRow.length;
  }

  /** The row's site: the customer's own by merge key (with any other details the row gives it noted), or a new one; -1 for none. */
  private site(customer: number, slots: RowSlots, row: number): number {
    if (noneSet(slots, this.layout.site)) return -1;
    const sites = this.children.site;
    const found = sites.find(customer, slots);
    if (found !== -1) {
      this.differ('Site', slots, sites.firstRow[found]);
      return found;
    }
    const site = sites.add(customer, row);
    this.siteProductRow[0].push(-1);
    this.siteProductRow[1].push(-1);
    this.siteFirstFuel.push(1);
    this.siteFirstRow.push(-1);
    this.siteLastRow.push(-1);
    return site;
  }

  private contractPlace(customer: number, slots: RowSlots, row: number): number {
    const contracts = this.children.contract;
    const found = contracts.find(customer, slots);
    return contracts.place[found !== -1 ? found : contracts.add(customer, row)];
  }
}
