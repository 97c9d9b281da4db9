import { createContext, useContext } from 'react';

/** What signed-in screens may do with the sign-in itself. */
export interface Auth {
  readonly signOut: () => Promise<void>;
}

export const AuthContext = createContext<Auth | undefined>(undefined);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside the signed-in part of the application');
  return auth;
}
