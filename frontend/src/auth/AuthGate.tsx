import { useQueryClient } from '@tanstack/react-query';
import { getCurrentUser, signOut as amplifySignOut } from 'aws-amplify/auth';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import DelayedLoader from '../shared/DelayedLoader';
import { AuthContext } from './auth-context';
import SignInScreen from './SignInScreen';
import { useInactivitySignOut } from './use-inactivity-sign-out';

type AuthState = 'checking' | 'signedOut' | 'signedIn';

/** Checks the session on load (so a reload keeps the user signed in), shows sign-in until signed in, signs out after inactivity. */
export default function AuthGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>('checking');
  const queryClient = useQueryClient();

  useEffect(() => {
    getCurrentUser().then(
      () => setState('signedIn'),
      () => setState('signedOut'),
    );
  }, []);

  const signOut = useCallback(async () => {
    try {
      await amplifySignOut();
    } catch (error) {
      console.warn('Sign-out did not reach the user pool; the local session is cleared anyway', (error as Error).name);
    }
    queryClient.clear();
    setState('signedOut');
  }, [queryClient]);
  const auth = useMemo(() => ({ signOut }), [signOut]);

  useInactivitySignOut(state === 'signedIn', signOut);

  if (state === 'checking') return <DelayedLoader />;
  if (state === 'signedOut') return <SignInScreen onSignedIn={() => setState('signedIn')} />;
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
