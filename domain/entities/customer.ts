import { ADDRESS_ENTITY_FIELDS } from './address-fields';
import { varchar, type EntityMetadata } from './types';

/** Customer-side entities: the business, its sites, billing accounts, contacts and direct debits. */

/** Contact marketing preferences: stored None, In, Out; shown Unknown, Opt In, Opt Out. */
export const MARKETING_PREFERENCE_VALUES = [
  { value: 'None', label: 'Unknown' },
  { value: 'In', label: 'Opt In' },
  { value: 'Out', label: 'Opt Out' },
] as const;

export const customer: EntityMetadata = {
  description: 'Customer',
  plural: 'Customers',
  icon: 'group',
  displayfields: ['name'],
  fields: {
    name: varchar('Customer Name', 100, false, { signdisable: true }),
    limitedcompany: { label: 'Limited Company', type: 'bit', nullable: true },
    companynumber: varchar('Company Number', 8, true, { signdisable: true, format: 'companynumber' }),
    siccode: varchar('Business Type', 5, true, { lookup: 'siccode' }),
    phonenumber: varchar('Phone Number', 20, true, { format: 'ukphone' }),
    email: varchar('Email', 100, true, { format: 'email' }),
    ...ADDRESS_ENTITY_FIELDS,
  },
};

export const site: EntityMetadata = {
  description: 'Site',
  plural: 'Sites',
  icon: 'location-pin',
  displayfields: ['name', 'postcode'],
  fields: {
    name: varchar('Site Name', 100, false),
    ...ADDRESS_ENTITY_FIELDS,
  },
};

export const account: EntityMetadata = {
  description: 'Account',
  plural: 'Accounts',
  icon: 'folder',
  displayfields: ['name'],
  fields: {
    name: varchar('Account Name', 100, false),
    billingemail: varchar('Billing Email', 100, true, { format: 'email' }),
    ...ADDRESS_ENTITY_FIELDS,
  },
};

export const contact: EntityMetadata = {
  description: 'Contact',
  plural: 'Contacts',
  icon: 'contact',
  displayfields: ['firstname', 'lastname'],
  fields: {
    firstname: varchar('First Name', 50, false),
    lastname: varchar('Last Name', 50, false),
    jobtitle: varchar('Job Title', 50),
    phonenumber: varchar('Phone Number', 20, true, { format: 'ukphone' }),
    email: varchar('Email', 100, true, { format: 'email' }),
    marketingpreferences: varchar('Marketing Preferences', 200, true, {
      radiokey: 'marketingpreferencemethod',
      lookupvalues: MARKETING_PREFERENCE_VALUES,
    }),
  },
};

export const directdebit: EntityMetadata = {
  description: 'Direct Debit',
  plural: 'Direct Debits',
  icon: 'key',
  displayfields: ['accountname'],
  fields: {
    accountname: varchar('Account Holder Name', 18, false),
    sortcode: varchar('Sort Code', 8, false),
    accountnumber: varchar('Account Number', 8, false),
    paymentday: { label: 'Payment Day', type: 'int', nullable: true },
  },
};
