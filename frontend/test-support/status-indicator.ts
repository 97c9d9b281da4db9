import { screen } from '@testing-library/react';

/** The StatusIndicator type drawn beside a text, read from its root's class (Cloudscape's test utilities do not expose it). */
export const indicatorTypeOf = (text: string) => /status-([a-z-]+)/.exec(screen.getByText(text).closest('[class*="status-"]')?.className ?? '')?.[1];
