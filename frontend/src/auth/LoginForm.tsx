import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';

const REQUIRED = 'Required';

/** Email and password, both required. */
export default function LoginForm({ busy, onSubmit }: { busy: boolean; onSubmit: (email: string, password: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (email.trim() && password) onSubmit(email, password);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form actions={<Button variant="primary" formAction="submit" loading={busy}>Sign in</Button>}>
        <SpaceBetween size="m">
          <FormField label="Email address" errorText={submitted && !email.trim() ? REQUIRED : undefined}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- signing in is the screen's one task, and it starts here. */}
            <Input type="email" autoComplete="username" value={email} onChange={({ detail }) => setEmail(detail.value)} autoFocus />
          </FormField>
          <FormField label="Password" errorText={submitted && !password ? REQUIRED : undefined}>
            <Input type="password" autoComplete="current-password" value={password} onChange={({ detail }) => setPassword(detail.value)} />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
