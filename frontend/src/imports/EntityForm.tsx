import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { ADDRESS_FIELDS, type AddressField } from '../../../domain/address';
import { IMPORT_LIST_MESSAGES } from '../../../domain/import/list';
import { ENTITIES, validateEntityField, type EntityName } from '../../../domain/entities';
import type { EntityRecord } from '../../../domain/import';
import { ADDRESSED_ENTITIES, type AddressedEntity } from '../../../domain/saved-records';
import AddressEditor, { type AddressValue } from '../shared/address/AddressEditor';
import { useAnnouncement } from '../shared/Announcer';
import DelayedLoader from '../shared/DelayedLoader';
import { useEntityMetadata } from './api';
import FieldInput from './FieldInput';
import { isThirdPartyCostField } from '../../../domain/import/third-party-costs';
import { fieldInputId, SET_BY_SUPPLIER, type FormContext } from './form-context';
import { priceNames } from './structure-actions';

interface EntityFormProps {
  readonly line: number;
  readonly path: string;
  readonly entity: EntityName;
  readonly record: EntityRecord;
  /** The record's reference, for a customer, site or contract that has one. */
  readonly reference?: string;
  /** The fuel of a meter point or price, which decides the price names offered. */
  readonly utilityid?: number;
  readonly context: FormContext;
  readonly actions?: React.ReactNode;
  readonly extra?: React.ReactNode;
  readonly onChange: (record: EntityRecord) => void;
}

const isAddressField = (field: string): field is AddressField => (ADDRESS_FIELDS as readonly string[]).includes(field);
const hasAddress = (record: EntityRecord) => ADDRESS_FIELDS.some((field) => typeof record[field] === 'string' && record[field] !== '');

/** The field form of one record, built from the entity metadata; every address goes through the shared address editor. */
export default function EntityForm({ line, path, entity, record, reference, utilityid, context, actions, extra, onChange }: EntityFormProps) {
  const metadata = useEntityMetadata(entity);
  const [addressOpen, setAddressOpen] = useState(false);
  const loadFailed = metadata.isError && !metadata.data ? IMPORT_LIST_MESSAGES.formLoadFailed(ENTITIES[entity].description) : undefined;
  useAnnouncement(loadFailed, 'assertive');
  if (!metadata.data) {
    if (!loadFailed) return <DelayedLoader />;
    const retry = <Button loading={metadata.isFetching} loadingText="Loading" onClick={() => void metadata.refetch()}>Try again</Button>;
    return <Alert type="error" action={retry}>{loadFailed}</Alert>;
  }
  const { fields, description } = metadata.data;
  const addressed = (ADDRESSED_ENTITIES as readonly EntityName[]).includes(entity);
  const useAddressEditor = context.editing && addressed && (entity === 'site' || hasAddress(record) || addressOpen);
  const shown = (context.showfields[entity] ?? Object.keys(fields)).filter(
    (name) => fields[name] && (!isThirdPartyCostField(entity, name) || context.commission.show) && !(useAddressEditor && (isAddressField(name) || (entity === 'site' && name === 'name'))),
  );
  const serverMessage = (field: string) => context.failures.find((f) => f.line === line && (f.path ?? '') === path && f.field === field)?.message;
  const supplierSets = (field: string) => isThirdPartyCostField(entity, field) && !context.commission.edit;
  const readOnly = (field: string) => !context.editing || (context.signLocked && Boolean(fields[field].signdisable)) || supplierSets(field);

  return (
    <Container header={<Header variant="h3" actions={actions} description={reference && `Reference ${reference}`}>{description}</Header>}>
      <SpaceBetween size="m">
        <ColumnLayout columns={2}>
          {shown.map((name) => (
            <FieldInput
              key={name}
              id={fieldInputId(line, path, name)}
              field={fields[name]}
              value={record[name]}
              readOnly={readOnly(name)}
              readOnlyReason={context.editing && supplierSets(name) ? SET_BY_SUPPLIER : undefined}
              errorText={(context.editing ? validateEntityField(fields[name], record[name], context.startDates) : undefined) ?? serverMessage(name)}
              lookup={context.lookups[fields[name].lookup ?? fields[name].radiokey ?? '']}
              choices={entity === 'price' && name === 'name' ? priceNames(utilityid ?? 1).map((value) => ({ value, label: value })) : undefined}
              onChange={(value) => onChange({ ...record, [name]: value })}
            />
          ))}
        </ColumnLayout>
        {extra}
        {useAddressEditor && (
          <AddressEditor value={record as AddressValue} withName={entity === 'site'} savedEntity={entity as AddressedEntity} onChange={(value) => onChange({ ...record, ...value })} />
        )}
        {context.editing && addressed && !useAddressEditor && <Button onClick={() => setAddressOpen(true)}>Add address</Button>}
      </SpaceBetween>
    </Container>
  );
}
