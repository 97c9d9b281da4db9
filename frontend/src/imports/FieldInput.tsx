import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { EntityField, LookupValue } from '../../../domain/entities';
import type { LookupEntry } from '../../../domain/reference-data/lookups';
import UkDateInput, { UK_DATE_HINT } from '../shared/UkDateInput';

interface FieldInputProps {
  readonly id: string;
  readonly field: EntityField;
  readonly value: unknown;
  readonly readOnly: boolean;
  readonly errorText?: string;
  /** Why a field is read only, where the reason is not editing itself. */
  readonly readOnlyReason?: string;
  /** Choices of a `lookup` field, or of a `radiokey` field's rows. */
  readonly lookup?: readonly LookupEntry[];
  /** Overrides the field's own choices (a gas price offers only the gas price names). */
  readonly choices?: readonly LookupValue[];
  readonly onChange: (value: unknown) => void;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** One entity field as its metadata describes it: text, number, date, yes/no, choice, or one radio row per lookup entry. */
export default function FieldInput({ id, field, value, readOnly, errorText, readOnlyReason, lookup, choices, onChange }: FieldInputProps) {
  const options = choices ?? field.lookupvalues ?? lookup?.map((entry) => ({ value: entry.id, label: entry.name }));
  let control;
  if (field.radiokey) {
    const chosen = (value && typeof value === 'object' ? value : {}) as Record<string, string>;
    control = (
      <SpaceBetween size="xs">
        {(lookup ?? []).map((method) => (
          <FormField key={method.id} label={method.name}>
            <RadioGroup
              ariaLabel={`${field.label} ${method.name}`}
              value={chosen[String(method.id)] ?? 'None'}
              readOnly={readOnly}
              items={(field.lookupvalues ?? []).map((choice) => ({ value: String(choice.value), label: choice.label }))}
              onChange={({ detail }) => onChange({ ...chosen, [String(method.id)]: detail.value })}
            />
          </FormField>
        ))}
      </SpaceBetween>
    );
  } else if (field.type === 'bit') {
    const checked = value === true || text(value).toLowerCase() === 'true' || text(value) === '1';
    control = <Checkbox controlId={id} checked={checked} readOnly={readOnly} onChange={({ detail }) => onChange(detail.checked)}>{field.label}</Checkbox>;
  } else if (options) {
    const selected = options.find((option) => String(option.value) === text(value));
    control = (
      <Select
        controlId={id}
        readOnly={readOnly}
        placeholder="Choose"
        selectedOption={selected ? { value: String(selected.value), label: selected.label } : text(value) ? { value: text(value), label: text(value) } : null}
        options={options.map((option) => ({ value: String(option.value), label: option.label }))}
        onChange={({ detail }) => {
          const choice = options.find((option) => String(option.value) === detail.selectedOption.value);
          onChange(choice?.value);
        }}
      />
    );
  } else if (field.type === 'date') {
    control = <UkDateInput controlId={id} value={text(value)} readOnly={readOnly} onChange={onChange} />;
  } else {
    control = (
      <Input
        controlId={id}
        readOnly={readOnly}
        value={text(value)}
        inputMode={field.type === 'int' ? 'numeric' : field.type === 'decimal' ? 'decimal' : undefined}
        onChange={({ detail }) => onChange(detail.value)}
      />
    );
  }
  return (
    <FormField controlId={id} label={field.type === 'bit' ? undefined : field.label} errorText={errorText} constraintText={readOnlyReason ?? (field.type === 'date' && !readOnly ? UK_DATE_HINT : undefined)}>
      {control}
    </FormField>
  );
}
