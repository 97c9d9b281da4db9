import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isAuthorised } from '../../../domain/access';
import type { Intermediary, UserProfile } from '../../../domain/intermediary';
import { ApiError, apiGet } from '../api/client';
import type { RuntimeConfig } from '../config';
import DelayedLoader from '../shared/DelayedLoader';
import { UnsavedChangesProvider } from '../shared/unsaved-changes';
import NotAuthorised from './NotAuthorised';
import ProfileLoadFailure from './ProfileLoadFailure';
import { SessionContext } from './session-context';
import Shell from './Shell';
import { useIntermediaryChoice } from './use-intermediary-choice';

/** Answers that speak about the user: unknown (404), refused (401, 403). Anything else is a fault worth retrying. */
const REFUSALS: readonly number[] = [401, 403, 404];

export const isProfileRefusal = (error: unknown) => error instanceof ApiError && REFUSALS.includes(error.status);

/** After sign-in: the caller's profile decides between the shell and 'Authorisation Failed'. */
export default function SignedInApp({ config }: { config: RuntimeConfig }) {
  const profile = useQuery({ queryKey: ['users', 0], queryFn: () => apiGet<UserProfile>('/api/users/0'), retry: false });
  if (profile.isPending) return <DelayedLoader />;
  if (profile.isError && !isProfileRefusal(profile.error)) return <ProfileLoadFailure onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  // A user the API does not know, or refuses, is not let in.
  if (profile.isError || !isAuthorised(profile.data)) return <NotAuthorised />;
  return <AuthorisedApp user={profile.data} config={config} />;
}

function AuthorisedApp({ user, config }: { user: UserProfile; config: RuntimeConfig }) {
  const [intermediary, choose] = useIntermediaryChoice(user.tpis);
  const session = useMemo(() => ({ user, intermediary: intermediary as Intermediary, config }), [user, intermediary, config]);
  return (
    <SessionContext.Provider value={session}>
      <UnsavedChangesProvider>
        <Shell onChooseIntermediary={choose} />
      </UnsavedChangesProvider>
    </SessionContext.Provider>
  );
}
