import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type RefObject } from 'react';
import { PRE_AUTHORISATION_MESSAGES } from '../../../domain/preauthorisation/validate-request';
import AddressEditor from '../shared/address/AddressEditor';
import UkDateInput, { UK_DATE_HINT } from '../shared/UkDateInput';
import type { Focusable } from '../shared/focus';
import { useSicCodes } from './api';
import { requestFailures, type RequestForm } from './request-form';

interface CustomerTabProps {
  readonly form: RequestForm;
  readonly onChange: (form: RequestForm) => void;
  /** The field the dialog focuses when it opens. */
  readonly firstField?: RefObject<Focusable | null>;
}

/** The customer: a limited company by its number, or a sole trader or partnership with the person's details and home address. */
export default function CustomerTab({ form, onChange, firstField }: CustomerTabProps) {
  const sicCodes = useSicCodes();
  // The date's message shows on the field once the broker has left it, as well as in the dialog's list.
  const [dateOfBirthLeft, setDateOfBirthLeft] = useState(false);
  const dateOfBirthWrong = dateOfBirthLeft && requestFailures(0, form).includes(PRE_AUTHORISATION_MESSAGES.dateOfBirth);
  const options = (sicCodes.data ?? []).map((entry) => ({ value: String(entry.id), label: `${entry.id} ${entry.name}` }));
  const text = (label: string, field: 'limitedcompanynumber' | 'name' | 'firstname' | 'surname') => (
    <FormField label={label}>
      <Input ariaLabel={label} value={form[field]} onChange={({ detail }) => onChange({ ...form, [field]: detail.value })} />
    </FormField>
  );

  return (
    <SpaceBetween size="m">
      <Checkbox ref={firstField} checked={form.limitedcompany} onChange={({ detail }) => onChange({ ...form, limitedcompany: detail.checked })}>
        Limited company
      </Checkbox>
      {form.limitedcompany ? (
        text('Company number', 'limitedcompanynumber')
      ) : (
        <SpaceBetween size="m">
          <ColumnLayout columns={2}>
            {text('Customer name', 'name')}
            <FormField label="Business type">
              <Select
                ariaLabel="Business type"
                filteringType="auto"
                filteringAriaLabel="Filter business types"
                placeholder="Choose a business type"
                statusType={sicCodes.isError && !sicCodes.isFetching ? 'error' : sicCodes.data ? 'finished' : 'loading'}
                loadingText="Loading business types"
                errorText="Business types could not be loaded."
                recoveryText="Try again"
                // Fired on opening the list and by its Try again: only a failed load is asked for again.
                onLoadItems={() => {
                  if (sicCodes.isError) void sicCodes.refetch();
                }}
                options={options}
                selectedOption={options.find((option) => option.value === form.internalsic) ?? null}
                onChange={({ detail }) => onChange({ ...form, internalsic: detail.selectedOption.value ?? '' })}
              />
            </FormField>
            {text('First name', 'firstname')}
            {text('Surname', 'surname')}
            <FormField label="Date of birth" constraintText={UK_DATE_HINT} errorText={dateOfBirthWrong ? PRE_AUTHORISATION_MESSAGES.dateOfBirth : undefined}>
              <UkDateInput ariaLabel="Date of birth" value={form.dateofbirth} onBlur={() => setDateOfBirthLeft(true)} onChange={(dateofbirth) => onChange({ ...form, dateofbirth })} />
            </FormField>
          </ColumnLayout>
          <Header variant="h3">Home address</Header>
          <AddressEditor value={form.home} onChange={(home, addressidentifier) => onChange({ ...form, home, addressidentifier })} />
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
