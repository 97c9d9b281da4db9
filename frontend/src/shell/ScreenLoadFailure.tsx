import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useAnnouncement } from '../shared/Announcer';

export const screenLoadFailed = (screen: string) => `${screen} could not be opened`;
export const SCREEN_LOAD_FAILED_MESSAGE = 'The portal could not load what this screen needs. Check your connection, then try again.';

/**
 * A screen that could not load what it needs, even after asking again: what happened, said at
 * once, and Try again. The header and message say otherwise where the screen failed another way.
 */
export default function ScreenLoadFailure({ screen, onRetry, retrying, header = screenLoadFailed(screen), message = SCREEN_LOAD_FAILED_MESSAGE }: {
  screen: string;
  onRetry: () => void;
  retrying: boolean;
  header?: string;
  message?: string;
}) {
  useAnnouncement(`${header}. ${message}`, 'assertive');
  return (
    <Alert type="error" header={header} action={<Button onClick={onRetry} loading={retrying}>Try again</Button>}>
      {message}
    </Alert>
  );
}
