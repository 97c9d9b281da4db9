import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import AuthGate from '../auth/AuthGate';
import type { RuntimeConfig } from '../config';
import NewContentModal from '../shell/NewContentModal';
import FailureBoundary from '../shell/FailureBoundary';
import { AnnouncerProvider } from '../shared/Announcer';
import DelayedLoader from '../shared/DelayedLoader';
import { lazyPart } from '../shared/lazy-part';
import { createQueryClient } from './query-client';

// The signed-in shell is its own chunk, so the sign-in screen loads only what it needs.
const SignedInApp = lazyPart(() => import('../shell/SignedInApp'));

export default function App({ config }: { config: RuntimeConfig }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AnnouncerProvider>
          <NewContentModal />
          <AuthGate>
            <FailureBoundary name="The portal">
              <Suspense fallback={<DelayedLoader />}>
                <SignedInApp config={config} />
              </Suspense>
            </FailureBoundary>
          </AuthGate>
        </AnnouncerProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
