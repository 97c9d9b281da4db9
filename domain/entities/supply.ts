import { varchar, type EntityMetadata, type LookupValue } from './types';

/** Supply-side entities: contracts, products (one fuel), meter points and their prices. */

export const CONTRACT_TERMS = ['12', '18', '24', '36'] as const;
export const DEFAULT_CONTRACT_TERM = '36';

export const UTILITY = { electricity: 1, gas: 2 } as const;

/** Price names per fuel; values are in pence (per kWh, per day, or per kVA per day). */
export const PRICE_NAMES = {
  electricity: ['Unit Rate', 'Day Rate', 'Night Rate', 'Evening / Weekend Rate', 'Standing Charge', 'Availability Charge'],
  gas: ['Unit Rate', 'Standing Charge'],
} as const;

const choices = (values: readonly string[]): LookupValue[] => values.map((value) => ({ value, label: value }));

export const contract: EntityMetadata = {
  description: 'Contract',
  plural: 'Contracts',
  icon: 'file',
  displayfields: ['startdate', 'contractterm'],
  fields: {
    startdate: { label: 'Start Date', type: 'date', nullable: false, notBeforeToday: true, signdisable: true },
    contractterm: varchar('Term (months)', 2, false, { lookupvalues: choices(CONTRACT_TERMS), unit: 'months', signdisable: true }),
    commissionstructureid: { label: 'Commission Structure', type: 'int', nullable: true },
  },
};

export const product: EntityMetadata = {
  description: 'Product',
  plural: 'Products',
  icon: 'settings',
  displayfields: ['utilityid'],
  fields: {
    utilityid: {
      label: 'Fuel',
      type: 'int',
      nullable: false,
      lookupvalues: [
        { value: UTILITY.electricity, label: 'Electricity' },
        { value: UTILITY.gas, label: 'Gas' },
      ],
      signdisable: true,
    },
    productdefinition: { label: 'Product', type: 'int', nullable: true, lookup: 'productdefinition' },
  },
};

const upliftvalue = { label: 'Uplift (p/kWh)', type: 'decimal', precision: 6, scale: 3, nullable: true, signdisable: true } as const;

export const elecmeterpoint: EntityMetadata = {
  description: 'Electricity Meter Point',
  plural: 'Electricity Meter Points',
  icon: 'flag',
  displayfields: ['mpancore'],
  fields: {
    mpancore: varchar('MPAN Core', 13, false, { signdisable: true }),
    profileclass: varchar('Profile Class', 2, true, { lookupvalues: choices(['00', '01', '02', '03', '04', '05', '06', '07', '08']) }),
    metertimeswitchcode: varchar('Meter Time-switch Code', 3),
    linelossfactor: varchar('Line Loss Factor Class', 3),
    meterserialnumber: varchar('Meter Serial Number', 20),
    eac: { label: 'Annual Consumption (kWh)', type: 'int', nullable: true },
    upliftvalue,
  },
};

export const gasmeterpoint: EntityMetadata = {
  description: 'Gas Meter Point',
  plural: 'Gas Meter Points',
  icon: 'flag',
  displayfields: ['mprn'],
  fields: {
    mprn: varchar('MPRN', 10, false, { signdisable: true }),
    meterserialnumber: varchar('Meter Serial Number', 20),
    aq: { label: 'Annual Quantity (kWh)', type: 'int', nullable: true },
    upliftvalue,
  },
};

export const price: EntityMetadata = {
  description: 'Price',
  plural: 'Prices',
  icon: 'ticket',
  displayfields: ['name', 'value'],
  fields: {
    name: varchar('Price', 30, false, { lookupvalues: choices(PRICE_NAMES.electricity), signdisable: true }),
    value: { label: 'Value (pence)', type: 'decimal', precision: 10, scale: 4, nullable: false, signdisable: true },
  },
};
