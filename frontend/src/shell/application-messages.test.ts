import type { ApplicationMessage } from '../../../domain/reference-data/messages';
import { collapseMessages, dismissedMessages, dismissMessage, gravestIcon, inMessageOrder, messagesCollapsed } from './application-messages';

const message = (messageorder: number, icon: ApplicationMessage['icon'] = 'info'): ApplicationMessage => ({
  applicationid: 2, messageorder, icon, header: `Message ${messageorder}`, content: '', list: [],
});

describe('application message banners', () => {
  beforeEach(() => sessionStorage.clear());

  it('are shown in message order', () => {
    expect(inMessageOrder([message(3), message(1), message(2)]).map((m) => m.messageorder)).toEqual([1, 2, 3]);
  });

  it('stay dismissed for the session once dismissed', () => {
    dismissMessage(2);
    dismissMessage(1);
    dismissMessage(2);
    expect(dismissedMessages()).toEqual([2, 1]);
  });

  it('all show again when session storage is cleared or unreadable', () => {
    dismissMessage(1);
    sessionStorage.clear();
    expect(dismissedMessages()).toEqual([]);
    sessionStorage.setItem('broker-signing-tool.dismissed-messages', '{not json');
    expect(dismissedMessages()).toEqual([]);
  });

  it('show in full until collapsed, and stay collapsed for the session', () => {
    expect(messagesCollapsed()).toBe(false);
    collapseMessages(true);
    expect(messagesCollapsed()).toBe(true);
    collapseMessages(false);
    expect(messagesCollapsed()).toBe(false);
  });

  it('collapse to a line of the gravest type among them', () => {
    expect(gravestIcon([message(1, 'info'), message(2, 'warning'), message(3, 'success')])).toBe('warning');
    expect(gravestIcon([message(1, 'success'), message(2, 'error')])).toBe('error');
    expect(gravestIcon([message(1, 'success')])).toBe('success');
  });
});
