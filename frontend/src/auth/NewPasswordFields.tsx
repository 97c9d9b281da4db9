import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PASSWORD_RULES } from '../../../domain/password-policy';
import { newPasswordErrors, type NewPassword } from './new-password';

export default function NewPasswordFields(props: { value: NewPassword; showErrors: boolean; onChange: (value: NewPassword) => void }) {
  const errors = props.showErrors ? newPasswordErrors(props.value) : {};
  return (
    <SpaceBetween size="m">
      <FormField label="New password" description={PASSWORD_RULES} errorText={errors.password}>
        <Input type="password" autoComplete="new-password" value={props.value.password}
          onChange={({ detail }) => props.onChange({ ...props.value, password: detail.value })} />
      </FormField>
      <FormField label="Repeat new password" errorText={errors.repeat}>
        <Input type="password" autoComplete="new-password" value={props.value.repeat}
          onChange={({ detail }) => props.onChange({ ...props.value, repeat: detail.value })} />
      </FormField>
    </SpaceBetween>
  );
}
