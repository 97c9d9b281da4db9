import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useAuth } from '../auth/auth-context';

export const PROFILE_LOAD_FAILED_TITLE = 'Your profile could not be loaded';
export const PROFILE_LOAD_FAILED_MESSAGE = 'The portal could not reach the server. Check your connection, then try again.';

/** A failed profile request that says nothing about the user's rights (a network blip, a server fault): the user may try again. */
export default function ProfileLoadFailure({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { signOut } = useAuth();
  return (
    <Box padding="xxl">
      <Alert
        type="error"
        header={PROFILE_LOAD_FAILED_TITLE}
        action={
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onRetry} loading={retrying}>
              Try again
            </Button>
            <Button onClick={() => void signOut()}>Sign out</Button>
          </SpaceBetween>
        }
      >
        <span role="alert">{PROFILE_LOAD_FAILED_MESSAGE}</span>
      </Alert>
    </Box>
  );
}
