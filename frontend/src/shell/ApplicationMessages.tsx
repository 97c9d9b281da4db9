import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import Flashbar from '@cloudscape-design/components/flashbar';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { APPLICATION_ID } from '../../../domain/access';
import type { ApplicationMessage } from '../../../domain/reference-data/messages';
import { apiGet } from '../api/client';
import { collapseMessages, dismissedMessages, dismissMessage, gravestIcon, inMessageOrder, messagesCollapsed } from './application-messages';

const NOTICES = { ariaLabel: 'Notices' };

/**
 * The application's banners: icon, header, content and list, dismissible. They collapse to one
 * line of their headers (Flashbar's stacked items still show the top banner in full), and the
 * button that collapses or shows them keeps focus across the change.
 */
export default function ApplicationMessages() {
  const messages = useQuery({
    queryKey: ['applicationmessages', APPLICATION_ID],
    queryFn: () => apiGet<ApplicationMessage[]>('/api/applicationmessages', { applicationid: APPLICATION_ID }),
  });
  const [dismissed, setDismissed] = useState(() => dismissedMessages());
  const [collapsed, setCollapsed] = useState(() => messagesCollapsed());
  const toggle = useRef<ButtonProps.Ref>(null);
  const toggled = useRef(false);
  useEffect(() => {
    if (toggled.current) toggle.current?.focus();
  }, [collapsed]);
  const collapse = (next: boolean) => {
    toggled.current = true;
    setCollapsed(collapseMessages(next));
  };

  const shown = inMessageOrder(messages.data ?? []).filter((message) => !dismissed.includes(message.messageorder));
  if (collapsed && shown.length > 0) {
    return (
      <Flashbar
        i18nStrings={NOTICES}
        items={[{
          id: 'collapsed',
          type: gravestIcon(shown),
          header: shown.map((message) => message.header).join(', '),
          action: <Button ref={toggle} ariaExpanded={false} onClick={() => collapse(false)}>Show notices</Button>,
        }]}
      />
    );
  }
  return (
    <Flashbar
      i18nStrings={NOTICES}
      items={shown.map((message, index) => ({
        id: String(message.messageorder),
        type: message.icon,
        header: message.header,
        content: (
          <>
            {message.content}
            {message.list.length > 0 && <ul>{message.list.map((line) => <li key={line}>{line}</li>)}</ul>}
          </>
        ),
        action: index === 0 ? <Button ref={toggle} ariaExpanded onClick={() => collapse(true)}>Collapse notices</Button> : undefined,
        dismissible: true,
        dismissLabel: `Dismiss ${message.header}`,
        onDismiss: () => setDismissed(dismissMessage(message.messageorder)),
      }))}
    />
  );
}
