import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import AuthGate from '../auth/AuthGate';
import type { RuntimeConfig } from '../config';
import NewContentModal from '../shell/NewContentModal';
import ScreenFailureBoundary from '../shell/ScreenFailureBoundary';
import { AnnouncerProvider } from '../shared/Announcer';
import DelayedLoader from '../shared/DelayedLoader';
import { createQueryClient } from './query-client';

// The signed-in shell is its own chunk, so the sign-in screen loads only what it needs.
const SignedInApp = lazy(() => import('../shell/SignedInApp'));

export default function App({ config }: { config: RuntimeConfig }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AnnouncerProvider>
          <NewContentModal />
          <AuthGate>
            <ScreenFailureBoundary screen="The portal" resetKey="signed in">
              <Suspense fallback={<DelayedLoader />}>
                <SignedInApp config={config} />
              </Suspense>
            </ScreenFailureBoundary>
          </AuthGate>
        </AnnouncerProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
