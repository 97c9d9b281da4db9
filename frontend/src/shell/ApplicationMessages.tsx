import Flashbar from '@cloudscape-design/components/flashbar';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { APPLICATION_ID } from '../../../domain/access';
import type { ApplicationMessage } from '../../../domain/reference-data/messages';
import { apiGet } from '../api/client';
import { dismissedMessages, dismissMessage, inMessageOrder } from './application-messages';

/** The application's banners: icon, header, content and list, dismissible. */
export default function ApplicationMessages() {
  const messages = useQuery({
    queryKey: ['applicationmessages', APPLICATION_ID],
    queryFn: () => apiGet<ApplicationMessage[]>('/api/applicationmessages', { applicationid: APPLICATION_ID }),
  });
  const [dismissed, setDismissed] = useState(() => dismissedMessages());

  const shown = inMessageOrder(messages.data ?? []).filter((message) => !dismissed.includes(message.messageorder));
  return (
    <Flashbar
      items={shown.map((message) => ({
        id: String(message.messageorder),
        type: message.icon,
        header: message.header,
        content: (
          <>
            {message.content}
            {message.list.length > 0 && <ul>{message.list.map((line) => <li key={line}>{line}</li>)}</ul>}
          </>
        ),
        dismissible: true,
        dismissLabel: `Dismiss ${message.header}`,
        onDismiss: () => setDismissed(dismissMessage(message.messageorder)),
      }))}
    />
  );
}
