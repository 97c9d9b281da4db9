import type { ApplicationMessage } from '../../../domain/reference-data/messages';
import { dismissedMessages, dismissMessage, inMessageOrder } from './application-messages';

const message = (messageorder: number): ApplicationMessage => ({
  applicationid: 2, messageorder, icon: 'info', header: `Message ${messageorder}`, content: '', list: [],
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
});
