import Button from '@cloudscape-design/components/button';
import Flashbar from '@cloudscape-design/components/flashbar';
import { useAnnouncement } from '../shared/Announcer';
import type { Notice } from './notice';

interface NoticeBarProps {
  readonly notice?: Notice;
  /** The notice's work is still under way (an uploaded file being validated): a spinner stands for its icon. */
  readonly loading?: boolean;
  readonly onDismiss: () => void;
  readonly onReload?: () => void;
}

/**
 * The latest notice, with its list ('Validation failed' and 'Address validation failed' show one), as a Flashbar item so
 * success and failure look the same on every screen. The page's live regions say it, so the item has no role of its own.
 */
export default function NoticeBar({ notice, loading = false, onDismiss, onReload }: NoticeBarProps) {
  useAnnouncement(notice && [notice.header, ...(notice.messages ?? [])].join('. '), notice?.type === 'error' ? 'assertive' : 'polite');
  if (!notice) return null;
  return (
    <Flashbar
      items={[
        {
          id: 'notice',
          type: notice.type,
          loading,
          header: notice.header,
          content: notice.messages && notice.messages.length > 0 && (
            <ul aria-label={notice.header}>
              {notice.messages.map((message, i) => (
                <li key={i}>{message}</li>
              ))}
            </ul>
          ),
          dismissible: true,
          dismissLabel: 'Dismiss',
          onDismiss,
          action: notice.reload && onReload ? <Button onClick={onReload}>Reload</Button> : undefined,
        },
      ]}
    />
  );
}
