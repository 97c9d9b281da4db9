import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { useAnnouncement } from './Announcer';

/** What a list says when it could not be loaded, taken from that list's message table. */
export interface ListLoadWords {
  readonly loadFailed: string;
  readonly refreshFailed: string;
}

/** The list query's state, as react-query answers it (an older page's failure is OlderPages' to say). */
export interface ListLoadState {
  /** The first load failed: the list holds nothing. */
  readonly isLoadingError: boolean;
  /** A refresh or poll failed: the list still shows the rows loaded before. */
  readonly isRefetchError: boolean;
}

/**
 * Above a list whose first load or latest refresh failed: which of the two, said at once to screen
 * readers, and Try again. It goes when a load succeeds, so a failed poll that the next one mends
 * leaves nothing behind. Try again shows only its own load as under way: a poll or a Refresh
 * elsewhere on the screen leaves it ready to press, rather than blinking with every poll.
 */
export default function ListLoadFailure({ words, state, onRetry }: { readonly words: ListLoadWords; readonly state: ListLoadState; readonly onRetry: () => Promise<unknown> }) {
  const [retrying, setRetrying] = useState(false);
  const message = state.isLoadingError ? words.loadFailed : state.isRefetchError ? words.refreshFailed : undefined;
  useAnnouncement(message, 'assertive');
  if (!message) return null;
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  return (
    <Alert type={state.isLoadingError ? 'error' : 'warning'} action={<Button loading={retrying} loadingText="Loading" onClick={retry}>Try again</Button>}>
      {message}
    </Alert>
  );
}
