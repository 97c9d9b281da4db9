import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { IMPORT_LIST_MESSAGES } from '../../../domain/import-list';
import { useAnnouncement } from '../shared/Announcer';

interface LoadState {
  readonly loaded: number;
  readonly more: boolean;
  readonly loading: boolean;
  readonly failed: boolean;
}

/**
 * Once older imports have been asked for, says what the load brought, or that it failed: the rows
 * arrive on table pages the user is not looking at. Answers the call to make when they are asked for.
 */
export function useMoreImportsAnnouncements({ loaded, more, loading, failed }: LoadState): () => void {
  const [asked, setAsked] = useState(false);
  useAnnouncement(asked && !loading && !failed ? IMPORT_LIST_MESSAGES.loaded(loaded, more) : undefined);
  useAnnouncement(asked && failed ? IMPORT_LIST_MESSAGES.loadMoreFailed : undefined, 'assertive');
  return () => setAsked(true);
}

/** Below the import table, while the window holds imports older than those loaded: how many are loaded, and a button for the next page. */
export default function MoreImports({ loaded, more, loading, failed, onLoadMore }: LoadState & { readonly onLoadMore: () => void }) {
  if (!more) return null;
  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="s" alignItems="center">
        <Box>{IMPORT_LIST_MESSAGES.loaded(loaded, more)}</Box>
        <Button loading={loading} onClick={onLoadMore}>{IMPORT_LIST_MESSAGES.loadMore}</Button>
      </SpaceBetween>
      {failed && <Alert type="error">{IMPORT_LIST_MESSAGES.loadMoreFailed}</Alert>}
    </SpaceBetween>
  );
}
