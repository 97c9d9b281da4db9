import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ADDRESS_FIELDS, type AddressField } from '../../../../domain/address';
import { ADDRESS_LABELS, addressValidation, type AddressValue } from './address-form';
import PostcodeLookup from './PostcodeLookup';

export { addressValidation, type AddressValidation, type AddressValue } from './address-form';

interface AddressEditorProps {
  readonly value: AddressValue;
  readonly onChange: (value: AddressValue) => void;
  /** Manual-entry sites carry a name (spec 3). */
  readonly withName?: boolean;
}

const errorText = (messages: readonly string[] | undefined) =>
  messages && (
    <>
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </>
  );

/**
 * The shared address editor (spec 2.6): post code lookup, manual fields, and every address rule of
 * spec 5 shown beside its field. A parent blocks saving with `addressValidation(value).valid`.
 */
export default function AddressEditor({ value, onChange, withName = false }: AddressEditorProps) {
  const { messages } = addressValidation(value);
  const field = (name: AddressField) => (
    <FormField key={name} label={ADDRESS_LABELS[name]} errorText={errorText(messages[name])}>
      <Input value={value[name] ?? ''} onChange={({ detail }) => onChange({ ...value, [name]: detail.value })} />
    </FormField>
  );

  return (
    <SpaceBetween size="m">
      {withName && (
        <FormField label="Name">
          <Input value={value.name ?? ''} onChange={({ detail }) => onChange({ ...value, name: detail.value })} />
        </FormField>
      )}
      <ColumnLayout columns={2}>
        {field('postcode')}
        <PostcodeLookup postcode={value.postcode ?? ''} onChoose={(found) => onChange({ ...value, ...found })} />
      </ColumnLayout>
      <ColumnLayout columns={2}>{ADDRESS_FIELDS.filter((name) => name !== 'postcode').map(field)}</ColumnLayout>
    </SpaceBetween>
  );
}
