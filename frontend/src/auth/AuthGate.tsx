import { useQueryClient } from '@tanstack/react-query';
import { getCurrentUser, signOut as amplifySignOut } from 'aws-amplify/auth';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAnnounce } from '../shared/Announcer';
import DelayedLoader from '../shared/DelayedLoader';
import { AuthContext } from './auth-context';
import InactivityWarning from './InactivityWarning';
import { SESSION_MESSAGES } from './messages';
import SignInScreen from './SignInScreen';
import { useInactivitySignOut } from './use-inactivity-sign-out';

type AuthState = 'checking' | 'signedOut' | 'signedIn';

/** Checks the session on load (so a reload keeps the user signed in), shows sign-in until signed in, signs out after inactivity. */
export default function AuthGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>('checking');
  /** Why the sign-in screen shows, when the portal itself signed the user out. */
  const [signedOutNotice, setSignedOutNotice] = useState<string>();
  const queryClient = useQueryClient();
  const announce = useAnnounce();

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
    // Nothing of this user's stays for the next one at this browser: answers, dismissed banners, what was last read aloud.
    queryClient.clear();
    sessionStorage.clear();
    announce('', 'polite');
    announce('', 'assertive');
    setState('signedOut');
  }, [queryClient, announce]);
  const auth = useMemo(() => ({ signOut }), [signOut]);
  const signOutInactive = useCallback(async () => {
    await signOut();
    setSignedOutNotice(SESSION_MESSAGES.signedOut);
    announce(SESSION_MESSAGES.signedOut, 'assertive');
  }, [signOut, announce]);

  const inactivity = useInactivitySignOut(state === 'signedIn', signOutInactive);

  if (state === 'checking') return <DelayedLoader />;
  if (state === 'signedOut') return <SignInScreen notice={signedOutNotice} onSignedIn={() => (setSignedOutNotice(undefined), setState('signedIn'))} />;
  return (
    <AuthContext.Provider value={auth}>
      {children}
      {inactivity.warning && <InactivityWarning stay={inactivity.stay} />}
    </AuthContext.Provider>
  );
}
