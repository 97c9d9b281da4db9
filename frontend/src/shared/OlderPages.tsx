import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useAnnouncement } from './Announcer';

/** What a cursor-paged list says about its older pages, taken from that list's message table. */
export interface OlderPagesWords {
  readonly loaded: (rows: number, more: boolean) => string;
  /** The button's text, and so its accessible name. */
  readonly loadOlder: string;
  readonly loadOlderFailed: string;
}

export interface OlderPagesState {
  readonly loaded: number;
  readonly more: boolean;
  readonly loading: boolean;
  readonly failed: boolean;
}

/**
 * Once older rows have been asked for, says what the load brought, or that it failed: for a list whose
 * rows arrive on table pages the user is not looking at. Answers the call to make when they are asked for.
 */
export function useOlderPagesAnnouncements(words: OlderPagesWords, { loaded, more, loading, failed }: OlderPagesState): () => void {
  const [asked, setAsked] = useState(false);
  useAnnouncement(asked && !loading && !failed ? words.loaded(loaded, more) : undefined);
  useAnnouncement(asked && failed ? words.loadOlderFailed : undefined, 'assertive');
  return () => setAsked(true);
}

/** Below a list, while its window holds rows older than those loaded: how many are loaded, and a button for the next page. */
export default function OlderPages({ words, loaded, more, loading, failed, onLoadOlder }: OlderPagesState & { readonly words: OlderPagesWords; readonly onLoadOlder: () => void }) {
  if (!more) return null;
  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="s" alignItems="center">
        <Box>{words.loaded(loaded, more)}</Box>
        <Button loading={loading} onClick={onLoadOlder}>{words.loadOlder}</Button>
      </SpaceBetween>
      {failed && <Alert type="error">{words.loadOlderFailed}</Alert>}
    </SpaceBetween>
  );
}
