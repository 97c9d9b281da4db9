import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useAnnouncement } from '../shared/Announcer';

export const screenLoadFailed = (screen: string) => `${screen} could not be opened`;
export const SCREEN_LOAD_FAILED_MESSAGE = 'The portal could not load what this screen needs. Check your connection, then try again.';

/** A screen whose reference data failed to load, even after asking again: what happened, said at once, and Try again. */
export default function ScreenLoadFailure({ screen, onRetry, retrying }: { screen: string; onRetry: () => void; retrying: boolean }) {
  useAnnouncement(`${screenLoadFailed(screen)}. ${SCREEN_LOAD_FAILED_MESSAGE}`, 'assertive');
  return (
    <Alert type="error" header={screenLoadFailed(screen)} action={<Button onClick={onRetry} loading={retrying}>Try again</Button>}>
      {SCREEN_LOAD_FAILED_MESSAGE}
    </Alert>
  );
}
