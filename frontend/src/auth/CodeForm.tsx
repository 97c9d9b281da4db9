import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';

/** One code: the authenticator app's one-time password or the SMS code. */
export default function CodeForm(props: { label: string; description: string; busy: boolean; onSubmit: (code: string) => void; onCancel: () => void }) {
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) props.onSubmit(code.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={props.onCancel}>Back to sign in</Button>
            <Button variant="primary" formAction="submit" loading={props.busy} disabled={!code.trim()}>Confirm</Button>
          </SpaceBetween>
        }
      >
        <FormField label={props.label} description={props.description}>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the step's one field: the code is typed as soon as it arrives. */}
          <Input inputMode="numeric" autoComplete="one-time-code" value={code} onChange={({ detail }) => setCode(detail.value)} autoFocus />
        </FormField>
      </Form>
    </form>
  );
}
