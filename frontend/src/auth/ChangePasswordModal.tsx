import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { updatePassword } from 'aws-amplify/auth';
import { useRef, useState } from 'react';
import { PASSWORD_UPDATE_FAILED } from './messages';
import { isNewPasswordValid, type NewPassword } from './new-password';
import NewPasswordFields from './NewPasswordFields';
import { useFocusOnOpen } from '../shared/focus';

/** Change Password: Cognito needs the current password as well as the new one and its repeat. */
export default function ChangePasswordModal({ onClose }: { onClose: (changed: boolean) => void }) {
  const body = useRef<HTMLDivElement>(null);
  useFocusOnOpen(body);
  const [current, setCurrent] = useState('');
  const [value, setValue] = useState<NewPassword>({ password: '', repeat: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const save = async () => {
    setSubmitted(true);
    if (!current || !isNewPasswordValid(value)) return;
    setBusy(true);
    try {
      await updatePassword({ oldPassword: current, newPassword: value.password });
      onClose(true);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      header="Change Password"
      onDismiss={() => onClose(false)}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={() => onClose(false)}>Cancel</Button>
            <Button variant="primary" loading={busy} onClick={() => void save()}>Change password</Button>
          </SpaceBetween>
        </Box>
      }
    >
      <div ref={body}>
      <SpaceBetween size="m">
        {failure !== undefined && <Alert type="error" header={PASSWORD_UPDATE_FAILED}>{failure}</Alert>}
        <FormField label="Current password" errorText={submitted && !current ? 'Required' : undefined}>
          <Input type="password" autoComplete="current-password" value={current} onChange={({ detail }) => setCurrent(detail.value)} />
        </FormField>
        <NewPasswordFields value={value} showErrors={submitted} onChange={setValue} />
      </SpaceBetween>
      </div>
    </Modal>
  );
}
