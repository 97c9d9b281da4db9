import { commissionSchedule, type ImportCustomer, type ImportMeterPoint } from '../../../domain/import';
import type { CommissionLine, ContractLine } from '../../../domain/contract-lines';
import { ADDRESS_FIELDS } from '../../../domain/address';
import { calendarDate } from '../../../domain/calendar-date';
import { canonicalNumber, ENTITIES } from '../../../domain/entities';
import type { CustomerReferences } from '../../../domain/references';
import type { FileImportItem } from '../store/file-import';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
const number = (value: unknown) => (text(value) === '' ? undefined : Number(text(value)));
const UPLIFT = ENTITIES.elecmeterpoint.fields.upliftvalue;
const CONSUMPTION = ENTITIES.elecmeterpoint.fields.eac;

/**
 * The contract store's lines for an approved import (domain/contract-lines.ts): one contract line
 * per meter point and one commission line per yearly payment of its commission, named by the
 * references of their customer, site and contract (`references`, one per customer). Everything is
 * keyed by the import and the meter point, so writing them again replaces rather than duplicates.
 */
export function contractLinesOf(item: FileImportItem, customers: readonly ImportCustomer[], references: readonly CustomerReferences[], productName: string, receiveddate: string) {
  const contracts: ContractLine[] = [];
  const commissions: CommissionLine[] = [];
  customers.forEach((customer, c) => {
    const customerid = references[c].customer;
    customer.sites.forEach((site, s) => {
      const siteid = references[c].sites[s];
      const address = ADDRESS_FIELDS.map((field) => text(site[field])).filter(Boolean).join(', ');
      for (const product of site.products) {
        const utilityid = product.utilityid === 2 ? 2 : 1;
        const meterpoints: readonly ImportMeterPoint[] = (utilityid === 1 ? product.elecmeterpoints : product.gasmeterpoints) ?? [];
        for (const meterpoint of meterpoints) {
          const contractindex = customer.contracts[meterpoint.contractindex ?? 0] ? (meterpoint.contractindex ?? 0) : 0;
          const contract = customer.contracts[contractindex] ?? {};
          const contractid = references[c].contracts[contractindex] ?? '';
          const meterpointreference = text(utilityid === 1 ? meterpoint.mpancore : meterpoint.mprn);
          const durationmonths = Number(text(contract.contractterm) || '36');
          // Imports saved before dates were stored as ISO days may still hold 01/12/2026; read them by the one rule.
          const startdate = calendarDate(text(contract.startdate)) ?? text(contract.startdate);
          // Structured data keeps numbers as the broker typed them (`24.51p`, `12,500`); read them as the file importer does.
          const consumptionText = canonicalNumber(CONSUMPTION, text(utilityid === 1 ? meterpoint.eac : meterpoint.aq)) ?? '';
          const upliftText = canonicalNumber(UPLIFT, text(meterpoint.upliftvalue)) ?? '';
          const annualconsumption = number(consumptionText);
          const uplift = number(upliftText);
          const shared = { tpiid: item.sourceid, importid: item.id, customerid, customername: text(customer.name), siteid, sitename: text(site.name), product: productName, meterpointreference };
          contracts.push({
            ...shared,
            contractid,
            customerline: c + 1,
            startdate,
            receiveddate,
            durationmonths,
            address,
            utilityid,
            registrationstatus: 'Pending',
            creditcheckstatus: 'None',
            regcount: 0,
            objcount: 0,
            // The report's Employee Id column is for brokers, who know colleagues by name and not by sign-in id;
            // the name is no part of the line's key, so processing an import again rewrites the same items.
            employeeid: item.username || item.userid,
            ...(annualconsumption === undefined ? {} : { annualconsumption }),
            ...(uplift === undefined ? {} : { uplift }),
          });
          // The schedule reads the texts as written, so no float product stands between them and the pence.
          for (const payment of commissionSchedule(upliftText || 0, consumptionText || 0, durationmonths, startdate)) {
            commissions.push({
              ...shared,
              paymentid: `${contractid}:${meterpointreference}:${payment.year}`,
              paymentdescription: `Commission year ${payment.year} of ${Math.ceil(durationmonths / 12)}`,
              paymentstatus: 'Scheduled',
              duedate: payment.duedate,
              amount: payment.amount,
              upliftvalue: uplift ?? 0,
            });
          }
        }
      }
    });
  });
  return { contracts, commissions };
}
