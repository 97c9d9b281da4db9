import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { ADDRESS_FIELDS, type AddressField } from '../../../../domain/address';
import { isValidPostcode, normalisePostcode } from '../../../../domain/postcode';
import type { AddressedEntity, SavedAddress } from '../../../../domain/saved-records';
import { ADDRESS_LABELS, addressValidation, type AddressValue } from './address-form';
import { addressFields } from './address-lookup';
import PostcodeLookup from './PostcodeLookup';
import SavedAddressLoader from './SavedAddressLoader';

export { addressValidation, type AddressValidation, type AddressValue } from './address-form';

interface AddressEditorProps {
  readonly value: AddressValue;
  /**
   * Called with the whole address, and with the lookup's identifier while it is the address chosen
   * there; typing over it or loading a saved one passes none, as it is no longer that address.
   */
  readonly onChange: (value: AddressValue, addressidentifier?: string) => void;
  /** Manual-entry sites carry a name. */
  readonly withName?: boolean;
  /** Where a customer, site or account is edited: offers loading a saved one's address by id, this kind first. */
  readonly savedEntity?: AddressedEntity;
}

const errorText = (messages: readonly string[] | undefined) =>
  messages && (
    <>
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </>
  );

const isBegun = (value: AddressValue) => ADDRESS_FIELDS.some((name) => (value[name] ?? '').trim() !== '');

/**
 * The shared address editor: post code lookup, manual fields, and every address rule of
 * domain/address.ts shown beside its field. A parent blocks saving with `addressValidation(value).valid`.
 * A field's messages show once the broker has left it, so typing a post code marks no field not yet
 * reached; an address the editor opens with, or one a look-up or saved address fills in, shows them all.
 */
export default function AddressEditor({ value, onChange, withName = false, savedEntity }: AddressEditorProps) {
  const { messages } = addressValidation(value);
  const [visited, setVisited] = useState<ReadonlySet<AddressField> | 'all'>(() => (isBegun(value) ? 'all' : new Set()));
  const leave = (name: AddressField) => setVisited((fields) => (fields === 'all' || fields.has(name) ? fields : new Set([...fields, name])));
  // A load answers after the broker may have typed on; it replaces the address, and keeps the rest as it is now.
  const latest = useRef(value);
  latest.current = value;
  const loadSaved = (saved: SavedAddress) => {
    setVisited('all');
    onChange({ ...latest.current, ...addressFields(saved), ...(withName ? { name: saved.name } : {}) });
  };
  /** Leaving the post code writes a real one as the rules want it (`bs14dj` is `BS1 4DJ`), as the look-up reads it. */
  const tidyPostcode = () => {
    const typed = latest.current.postcode ?? '';
    const tidy = normalisePostcode(typed);
    if (tidy !== typed && isValidPostcode(tidy)) onChange({ ...latest.current, postcode: tidy });
  };
  const field = (name: AddressField) => (
    <FormField key={name} label={ADDRESS_LABELS[name]} errorText={visited === 'all' || visited.has(name) ? errorText(messages[name]) : undefined}>
      <Input
        value={value[name] ?? ''}
        onBlur={() => {
          if (name === 'postcode') tidyPostcode();
          leave(name);
        }}
        onChange={({ detail }) => onChange({ ...value, [name]: detail.value })}
      />
    </FormField>
  );

  return (
    <SpaceBetween size="m">
      {savedEntity && <SavedAddressLoader onLoad={loadSaved} />}
      {withName && (
        <FormField label="Name">
          <Input value={value.name ?? ''} onChange={({ detail }) => onChange({ ...value, name: detail.value })} />
        </FormField>
      )}
      <ColumnLayout columns={2}>
        {field('postcode')}
        <PostcodeLookup postcode={value.postcode ?? ''} onChoose={(found, addressidentifier) => (setVisited('all'), onChange({ ...value, ...found }, addressidentifier))} />
      </ColumnLayout>
      <ColumnLayout columns={2}>{ADDRESS_FIELDS.filter((name) => name !== 'postcode').map(field)}</ColumnLayout>
    </SpaceBetween>
  );
}
