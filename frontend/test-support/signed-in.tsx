import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AnnouncerProvider } from '../src/shared/Announcer';
import { UnsavedChangesProvider } from '../src/shared/unsaved-changes';
import { SessionContext, type Session } from '../src/shell/session-context';

/** The demo broker, signed in for Acme Energy Brokers (intermediary 101), as the screens' component tests see the session. */
export const BROKER_SESSION = {
  user: { id: 'u1', firstname: 'Bea', lastname: 'Broker', applications: [2], tpis: [], reports: [] },
  intermediary: { id: 101, name: 'Acme Energy Brokers', products: {} },
  config: { region: 'eu-west-2', userPoolId: 'eu-west-2_x', userPoolClientId: 'c', stage: 'test', esignEnabled: false },
} satisfies Session;

/**
 * Renders a screen as the app does once a broker is signed in: its own query cache (no retries), a
 * router at the address given, the session, the live regions and the unsaved-changes guard.
 */
export function renderSignedIn(screen: ReactElement, session: Session = BROKER_SESSION, address = '/'): void {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <SessionContext.Provider value={session}>
      <AnnouncerProvider>
        <UnsavedChangesProvider>{screen}</UnsavedChangesProvider>
      </AnnouncerProvider>
    </SessionContext.Provider>
  );
  render(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={[address]}>{app}</MemoryRouter>
    </QueryClientProvider>,
  );
}
