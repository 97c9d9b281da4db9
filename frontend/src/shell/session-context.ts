import { createContext, useContext } from 'react';
import type { Intermediary, UserProfile } from '../../../domain/intermediary';
import type { RuntimeConfig } from '../config';

/** What every signed-in, authorised screen knows: the user, the chosen intermediary, the runtime config. */
export interface Session {
  readonly user: UserProfile;
  readonly intermediary: Intermediary;
  readonly config: RuntimeConfig;
}

export const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside a signed-in screen');
  return session;
}
