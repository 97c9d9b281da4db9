import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import { isNewPasswordValid, type NewPassword } from './new-password';
import NewPasswordFields from './NewPasswordFields';

/** The forced password change at first sign-in. */
export default function NewPasswordForm(props: { busy: boolean; onSubmit: (password: string) => void; onCancel: () => void }) {
  const [value, setValue] = useState<NewPassword>({ password: '', repeat: '' });
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (isNewPasswordValid(value)) props.onSubmit(value.password);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={props.onCancel}>Back to sign in</Button>
            <Button variant="primary" formAction="submit" loading={props.busy}>Set password</Button>
          </SpaceBetween>
        }
      >
        <NewPasswordFields value={value} showErrors={submitted} onChange={setValue} />
      </Form>
    </form>
  );
}
