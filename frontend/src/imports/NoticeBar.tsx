import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useAnnouncement } from '../shared/Announcer';
import type { Notice } from './notice';

interface NoticeBarProps {
  readonly notice?: Notice;
  readonly onDismiss: () => void;
  readonly onReload: () => void;
}

/** The latest notice, with its list ('Validation failed' and 'Address validation failed' show one). */
export default function NoticeBar({ notice, onDismiss, onReload }: NoticeBarProps) {
  useAnnouncement(notice && [notice.header, ...(notice.messages ?? [])].join('. '), notice?.type === 'error' ? 'assertive' : 'polite');
  if (!notice) return null;
  return (
    <Alert
      type={notice.type}
      header={notice.header}
      dismissible
      dismissAriaLabel="Dismiss"
      onDismiss={onDismiss}
      action={notice.reload ? <Button onClick={onReload}>Reload</Button> : undefined}
    >
      {notice.messages && notice.messages.length > 0 && (
        <ul aria-label={notice.header}>
          {notice.messages.map((message, i) => (
            <li key={i}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
