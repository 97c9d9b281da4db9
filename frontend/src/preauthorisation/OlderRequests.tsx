import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { REQUEST_LIST_MESSAGES } from '../../../domain/preauthorisation/list-window';

interface OlderRequestsProps {
  readonly loaded: number;
  readonly more: boolean;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly onLoadOlder: () => void;
}

/** Below the list, while the window holds requests older than those loaded: how many are loaded, and a button for the next page. */
export default function OlderRequests({ loaded, more, loading, failed, onLoadOlder }: OlderRequestsProps) {
  if (!more) return null;
  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="s" alignItems="center">
        <Box>{REQUEST_LIST_MESSAGES.loaded(loaded, more)}</Box>
        <Button loading={loading} onClick={onLoadOlder}>{REQUEST_LIST_MESSAGES.loadOlder}</Button>
      </SpaceBetween>
      {failed && <Alert type="error">{REQUEST_LIST_MESSAGES.loadOlderFailed}</Alert>}
    </SpaceBetween>
  );
}
