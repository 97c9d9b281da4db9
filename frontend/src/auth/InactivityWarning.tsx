import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { useState } from 'react';
import { INACTIVITY_WARNING_MS } from '../shared/timing';
import { SESSION_MESSAGES } from './messages';

const clockTime = (at: number) => new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * Warns, before the inactivity time-out, when the session will end. It names the time, not a
 * count, so it stays right without ticking. Staying, closing the dialog or any other activity
 * starts the 30 minutes again.
 */
export default function InactivityWarning({ stay }: { stay: () => void }) {
  const [signOutAt] = useState(() => clockTime(Date.now() + INACTIVITY_WARNING_MS));
  return (
    <Modal visible closeAriaLabel="Close dialog" header={SESSION_MESSAGES.warningHeader} onDismiss={stay}
      footer={<Box float="right"><Button variant="primary" onClick={stay}>{SESSION_MESSAGES.stay}</Button></Box>}>
      {SESSION_MESSAGES.warning(signOutAt)}
    </Modal>
  );
}
