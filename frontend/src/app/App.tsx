import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import AuthGate from '../auth/AuthGate';
import type { RuntimeConfig } from '../config';
import NewContentModal from '../shell/NewContentModal';
import { AnnouncerProvider } from '../shared/Announcer';
import DelayedLoader from '../shared/DelayedLoader';
import { createQueryClient } from './query-client';

// The signed-in shell is its own chunk, so the sign-in screen loads only what it needs.
const SignedInApp = lazy(() => import('../shell/SignedInApp'));

export default function App({ config }: { config: RuntimeConfig }) {
  const [queryClient] = useState(createQueryClient);
  // A data router, so that a screen holding unsaved work can hold back the browser's Back and Forward too.
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Portal config={config} /> }]));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

function Portal({ config }: { config: RuntimeConfig }) {
  return (
    <AnnouncerProvider>
      <NewContentModal />
      <AuthGate>
        <Suspense fallback={<DelayedLoader />}>
          <SignedInApp config={config} />
        </Suspense>
      </AuthGate>
    </AnnouncerProvider>
  );
}
