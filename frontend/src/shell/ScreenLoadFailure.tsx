import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useAnnouncement } from '../shared/Announcer';

export const screenLoadFailed = (screen: string) => `${screen} could not be opened`;
export const SCREEN_LOAD_FAILED_MESSAGE = 'The portal could not load what this screen needs. Check your connection, then try again.';

/**
 * A screen (or a part of one) that could not load what it needs, even after asking again: what
 * happened, said at once, and Try again. The header and message say otherwise where it failed
 * another way; onDismiss offers to close it, where what failed was a dialog.
 */
export default function ScreenLoadFailure({ screen, onRetry, retrying, header = screenLoadFailed(screen), message = SCREEN_LOAD_FAILED_MESSAGE, onDismiss }: {
  screen: string;
  onRetry: () => void;
  retrying: boolean;
  header?: string;
  message?: string;
  onDismiss?: () => void;
}) {
  useAnnouncement(`${header}. ${message}`, 'assertive');
  return (
    <Alert type="error" header={header} action={<Button onClick={onRetry} loading={retrying}>Try again</Button>}
      dismissible={onDismiss !== undefined} onDismiss={onDismiss} i18nStrings={onDismiss && { dismissAriaLabel: `Dismiss ${header}` }}>
      {message}
    </Alert>
  );
}
