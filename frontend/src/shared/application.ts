/** How the application presents itself (a signing tool) and its id. */
export const APPLICATION_TITLE = 'Broker Signing Tool';

/** Names of the scroll buttons a tab strip shows when its tabs are wider than the screen. */
export const TAB_SCROLL_LABELS = { scrollLeftAriaLabel: 'Scroll tabs left', scrollRightAriaLabel: 'Scroll tabs right' } as const;
