import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState, type ReactNode } from 'react';
import { useFocusWhenLost } from '../shared/focus';
import type { Notice } from './notice';
import NoticeBar from './NoticeBar';

interface RequestDialogProps {
  readonly header: string;
  /** The button that sends the request, and what a screen reader hears while the request runs. */
  readonly action: string;
  readonly sendingText: string;
  readonly actionDisabled?: boolean;
  /** Sends the request, answering its failure or nothing once done; undefined when nothing was sent (a field is missing). */
  readonly onAction: () => Promise<Notice | undefined> | undefined;
  readonly onClose: () => void;
  /** What a failure's Reload does (a 409: the import changed since it was read). */
  readonly onReload?: () => void;
  readonly children: ReactNode;
}

/**
 * A dialog whose button sends a request that cannot be called back (approve, reject, send, delete). While it runs,
 * Cancel, Escape and the close button wait for it: closing would only hide a request that goes on. A failure is
 * shown and announced here, with what the broker chose kept, so they can try again; once done, the dialog closes.
 */
export default function RequestDialog({ header, action, sendingText, actionDisabled, onAction, onClose, onReload, children }: RequestDialogProps) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Notice>();
  const failureArea = useRef<HTMLDivElement>(null);
  // The action's button is disabled while it runs, so focus goes to the failure that ends it.
  useFocusWhenLost(failureArea, failure);

  async function send() {
    const request = onAction();
    if (!request) return;
    setSending(true);
    setFailure(undefined);
    const failed = await request.finally(() => setSending(false));
    if (failed) setFailure(failed);
    else onClose();
  }

  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      header={header}
      onDismiss={() => !sending && onClose()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button disabled={sending} onClick={onClose}>Cancel</Button>
            <Button variant="primary" loading={sending} loadingText={sendingText} disabled={actionDisabled} onClick={() => void send()}>{action}</Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {children}
        {failure && (
          <div ref={failureArea} tabIndex={-1}>
            <NoticeBar notice={failure} onDismiss={() => setFailure(undefined)} onReload={onReload ?? onClose} />
          </div>
        )}
      </SpaceBetween>
    </Modal>
  );
}
