import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isAuthorised } from '../../../domain/access';
import type { Intermediary, UserProfile } from '../../../domain/intermediary';
import { apiGet } from '../api/client';
import type { RuntimeConfig } from '../config';
import DelayedLoader from '../shared/DelayedLoader';
import NotAuthorised from './NotAuthorised';
import { SessionContext } from './session-context';
import Shell from './Shell';
import { useIntermediaryChoice } from './use-intermediary-choice';

/** After sign-in: the caller's profile decides between the shell and 'Authorisation Failed' (spec 4.1). */
export default function SignedInApp({ config }: { config: RuntimeConfig }) {
  const profile = useQuery({ queryKey: ['users', 0], queryFn: () => apiGet<UserProfile>('/api/users/0') });
  if (profile.isPending) return <DelayedLoader />;
  // A user the API does not know, or cannot answer for, is not let in.
  if (profile.isError || !isAuthorised(profile.data)) return <NotAuthorised />;
  return <AuthorisedApp user={profile.data} config={config} />;
}

function AuthorisedApp({ user, config }: { user: UserProfile; config: RuntimeConfig }) {
  const [intermediary, choose] = useIntermediaryChoice(user.tpis);
  const session = useMemo(() => ({ user, intermediary: intermediary as Intermediary, config }), [user, intermediary, config]);
  return (
    <SessionContext.Provider value={session}>
      <Shell onChooseIntermediary={choose} />
    </SessionContext.Provider>
  );
}
