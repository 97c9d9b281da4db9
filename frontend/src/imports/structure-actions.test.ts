import { PRICE_NAMES } from '../../../domain/entities';
import type { ImportCustomer } from '../../../domain/import';
import {
  addContact, addElectricity, addGas, addMeterPoint, addPrice, addSite, copyCustomerDetails, newCustomer,
} from './structure-actions';
import { todayIso } from './today';
import { entityAt, recordAt, removeAt } from './tree-path';

const defaults = { today: '2026-03-31', contractterms: ['12', '24', '36'], productdefinition: 1 };

describe('manual-entry structure actions', () => {
  it('starts a new customer with a site, an account, a contact and a contract starting today for the default term', () => {
    const customer = newCustomer(defaults);
    expect(customer.visible).toBe(true);
    expect(customer.sites).toHaveLength(1);
    expect(customer.accounts).toHaveLength(1);
    expect(customer.contacts).toEqual([{ firstname: '', lastname: '' }]);
    expect(customer.contracts).toEqual([{ startdate: '2026-03-31', contractterm: '36' }]);
    expect(newCustomer({ ...defaults, contractterms: ['12', '24'] }).contracts[0].contractterm).toBe('24');
  });

  it("writes today's date as the local calendar day", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('adds sites and contacts to the customer and answers the new record', () => {
    const first = addSite(newCustomer(defaults));
    expect(first.path).toBe('sites.1');
    expect(entityAt(first.path)).toBe('site');
    const second = addContact(first.customer);
    expect(second.path).toBe('contacts.1');
    expect(second.customer.sites).toHaveLength(2);
    expect(second.customer.contacts).toHaveLength(2);
  });

  it('copies the customer name and address onto a site or an account, keeping its other fields', () => {
    const customer: ImportCustomer = { ...newCustomer(defaults), name: 'Harbour Cafe Ltd', buildingnumber: '12', thoroughfare: 'Quay Street', posttown: 'Bristol', postcode: 'BS1 4DJ' };
    const onSite = copyCustomerDetails(customer, 'sites.0');
    expect(onSite.sites[0]).toMatchObject({ name: 'Harbour Cafe Ltd', buildingnumber: '12', thoroughfare: 'Quay Street', posttown: 'Bristol', postcode: 'BS1 4DJ', products: [] });
    const onAccount = copyCustomerDetails(customer, 'accounts.0');
    expect(onAccount.accounts[0]).toMatchObject({ name: 'Harbour Cafe Ltd', postcode: 'BS1 4DJ', directdebits: [] });
    expect(customer.sites[0].name).toBe('');
  });

  it('adds electricity and gas to a site, each with a meter point of its own fuel and its prices', () => {
    const electricity = addElectricity(newCustomer(defaults), 'sites.0', 1);
    expect(electricity.path).toBe('sites.0.products.0');
    const gas = addGas(electricity.customer, 'sites.0', 1);
    const [elecProduct, gasProduct] = gas.customer.sites[0].products;
    expect(elecProduct).toMatchObject({ utilityid: 1, productdefinition: 1, elecmeterpoints: [{ mpancore: '', prices: [{ name: 'Unit Rate', value: '' }, { name: 'Standing Charge', value: '' }] }] });
    expect(gasProduct).toMatchObject({ utilityid: 2, gasmeterpoints: [{ mprn: '' }] });
    expect(gasProduct.elecmeterpoints).toBeUndefined();
  });

  it('adds a meter point of the product utility', () => {
    const { customer } = addGas(addElectricity(newCustomer(defaults), 'sites.0').customer, 'sites.0');
    const elec = addMeterPoint(customer, 'sites.0.products.0');
    expect(elec.path).toBe('sites.0.products.0.elecmeterpoints.1');
    const gas = addMeterPoint(elec.customer, 'sites.0.products.1');
    expect(gas.path).toBe('sites.0.products.1.gasmeterpoints.1');
    expect(recordAt(gas.customer, gas.path)).toMatchObject({ mprn: '' });
  });

  it('adds the next price name of the fuel, only from that fuel', () => {
    const { customer } = addGas(newCustomer(defaults), 'sites.0');
    const added = addPrice(customer, 'sites.0.products.0.gasmeterpoints.0', 2);
    expect((recordAt(added.customer, added.path) as { name: string }).name).toBe(PRICE_NAMES.gas[0]);
    const elec = addElectricity(newCustomer(defaults), 'sites.0');
    const next = addPrice(elec.customer, 'sites.0.products.0.elecmeterpoints.0', 1);
    expect((recordAt(next.customer, next.path) as { name: string }).name).toBe('Day Rate');
  });

  it('removes a record without touching its siblings', () => {
    const { customer } = addSite(newCustomer(defaults));
    const named = { ...customer, sites: customer.sites.map((site, i) => ({ ...site, name: `Site ${i}` })) };
    expect(removeAt(named, 'sites.0').sites.map((site) => site.name)).toEqual(['Site 1']);
  });
});
