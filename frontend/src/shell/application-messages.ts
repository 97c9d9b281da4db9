import type { ApplicationMessage } from '../../../domain/reference-data/messages';

/** Banners are shown in message order. */
export const inMessageOrder = (messages: readonly ApplicationMessage[]) => [...messages].sort((a, b) => a.messageorder - b.messageorder);

/** Dismissed banners stay dismissed for the browser session, until sign-out; the 'New Content Available' refresh clears them too. */
const DISMISSED_KEY = 'broker-signing-tool.dismissed-messages';

export function dismissedMessages(storage: Storage = sessionStorage): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((order): order is number => typeof order === 'number') : [];
  } catch {
    return [];
  }
}

export function dismissMessage(messageorder: number, storage: Storage = sessionStorage): number[] {
  const dismissed = [...new Set([...dismissedMessages(storage), messageorder])];
  storage.setItem(DISMISSED_KEY, JSON.stringify(dismissed));
  return dismissed;
}

/** Banners collapsed to one line stay so for the browser session, cleared with the dismissed ones. */
const COLLAPSED_KEY = 'broker-signing-tool.messages-collapsed';

export const messagesCollapsed = (storage: Storage = sessionStorage) => storage.getItem(COLLAPSED_KEY) === 'true';

export function collapseMessages(collapsed: boolean, storage: Storage = sessionStorage): boolean {
  storage.setItem(COLLAPSED_KEY, String(collapsed));
  return collapsed;
}

const GRAVITY: readonly ApplicationMessage['icon'][] = ['error', 'warning', 'info', 'success'];

/** The collapsed line takes the gravest type among the banners it stands for, so a warning is not hidden as information. */
export const gravestIcon = (messages: readonly ApplicationMessage[]) => GRAVITY.find((icon) => messages.some((message) => message.icon === icon)) ?? 'info';
