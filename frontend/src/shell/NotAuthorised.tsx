import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { NOT_AUTHORISED_MESSAGE, NOT_AUTHORISED_TITLE } from '../../../domain/access';
import { useAuth } from '../auth/auth-context';

/** Signed in, but without application 2 or without intermediaries: the portal refuses both (domain/access.ts). */
export default function NotAuthorised() {
  const { signOut } = useAuth();
  return (
    <Box padding="xxl">
      <Alert type="error" header={NOT_AUTHORISED_TITLE} action={<Button onClick={() => void signOut()}>Sign out</Button>}>
        {NOT_AUTHORISED_MESSAGE}
      </Alert>
    </Box>
  );
}
