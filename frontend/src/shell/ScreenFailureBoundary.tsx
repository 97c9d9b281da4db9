import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import ScreenLoadFailure from './ScreenLoadFailure';

export const screenFailed = (screen: string) => `${screen} ran into a problem`;
export const SCREEN_FAILED_MESSAGE = 'Something went wrong on this screen. Try again to reload it; if it keeps happening, contact the supplier.';

/**
 * A part of the portal that could not be downloaded, as browsers and Vite's preloading say it: a
 * dropped connection, or a deploy since this page was loaded that replaced the part's file.
 */
export function isDownloadFailure(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|importing a module script failed|unable to preload/i.test(error.message);
}

const reloadPage = () => window.location.reload();

/**
 * Keeps a screen's failure to the screen: a part that could not be downloaded, or an error while
 * showing it, puts an alert with Try again where the screen was, instead of a blank page. Try
 * again reloads the page, because React keeps a lazily loaded part's failure for the life of the
 * page, and a reload also fetches a newer deploy's files. Another route (resetKey) starts afresh.
 */
export default function ScreenFailureBoundary({ screen, resetKey, children, reload = reloadPage }: {
  screen: string;
  resetKey: string;
  children: ReactNode;
  reload?: () => void;
}) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      onError={(error) => console.error(`${screen} failed`, error)}
      fallbackRender={({ error }) =>
        isDownloadFailure(error) ? (
          <ScreenLoadFailure screen={screen} onRetry={reload} retrying={false} />
        ) : (
          <ScreenLoadFailure screen={screen} header={screenFailed(screen)} message={SCREEN_FAILED_MESSAGE} onRetry={reload} retrying={false} />
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}
