import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { EntityName } from '../../../domain/entities';
import type { ImportCustomer } from '../../../domain/import';
import {
  addContact, addContract, addDirectDebit, addElectricity, addGas, addMeterPoint, addPrice, addSite, addAccount, copyCustomerDetails, type NewCustomerDefaults,
} from './structure-actions';
import { removeAt } from './tree-path';

interface NodeActionsProps {
  readonly customer: ImportCustomer;
  readonly path: string;
  readonly entity: EntityName;
  readonly defaults: NewCustomerDefaults;
  /** The customer after the action, and the record to show next. */
  readonly onChange: (customer: ImportCustomer, select: string) => void;
}

/** The manual-entry actions for the chosen record, plus removing it. */
export default function NodeActions({ customer, path, entity, defaults, onChange }: NodeActionsProps) {
  const apply = (result: { customer: ImportCustomer; path: string }) => onChange(result.customer, result.path);
  const button = (label: string, action: () => void) => <Button key={label} onClick={action}>{label}</Button>;
  const buttons = [];
  if (entity === 'customer') {
    buttons.push(button('Add Site', () => apply(addSite(customer))), button('Add Contact', () => apply(addContact(customer))));
    buttons.push(button('Add Account', () => apply(addAccount(customer))), button('Add Contract', () => apply(addContract(customer, defaults))));
  }
  if (entity === 'site' || entity === 'account') buttons.push(button('Copy Customer details', () => onChange(copyCustomerDetails(customer, path), path)));
  if (entity === 'site') {
    buttons.push(button('Add Electricity', () => apply(addElectricity(customer, path, defaults.productdefinition))));
    buttons.push(button('Add Gas', () => apply(addGas(customer, path, defaults.productdefinition))));
  }
  if (entity === 'account') buttons.push(button('Add Direct Debit', () => apply(addDirectDebit(customer, path))));
  if (entity === 'product') buttons.push(button('Add Meter Point', () => apply(addMeterPoint(customer, path))));
  if (entity === 'elecmeterpoint' || entity === 'gasmeterpoint') buttons.push(button('Add Price', () => apply(addPrice(customer, path, entity === 'gasmeterpoint' ? 2 : 1))));
  if (entity !== 'customer') {
    const parent = path.split('.').slice(0, -2).join('.');
    buttons.push(button('Remove', () => onChange(removeAt(customer, path), parent)));
  }
  return <SpaceBetween direction="horizontal" size="xs">{buttons}</SpaceBetween>;
}
