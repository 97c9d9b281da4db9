import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { PartNeedsReload, retryFailedParts } from '../shared/lazy-part';
import ScreenLoadFailure from './ScreenLoadFailure';

export const partFailed = (name: string) => `${name} ran into a problem`;
export const PART_FAILED_MESSAGE = 'Something went wrong on this screen. Try again to reload it; if it keeps happening, contact the supplier.';
export const PART_NEEDS_RELOAD_MESSAGE = 'The portal still could not load what this screen needs. Check your connection, then try again: the page will reload, so save any changes first.';

/**
 * A part of the portal that could not be downloaded, as browsers and Vite's preloading say it: a
 * dropped connection, or a deploy since this page was loaded that replaced the part's file.
 */
export function isDownloadFailure(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|importing a module script failed|unable to preload/i.test(error.message);
}

const reloadPage = () => window.location.reload();

/**
 * Keeps a failure to the screen or part it happened in: a part that could not be downloaded, or an
 * error while showing it, puts an alert with Try again where it was, and what is around it (an
 * edit in progress) stays as it is. Try again downloads a failed part again in this page (parts come
 * from lazyPart); when that failed too, or after any other error, it reloads the page. A new resetKey (another route) starts afresh, and a
 * dialog's failure can be dismissed (onDismiss closes it).
 */
export default function FailureBoundary({ name, resetKey, onDismiss, children, reload = reloadPage }: {
  name: string;
  resetKey?: string;
  onDismiss?: () => void;
  children: ReactNode;
  reload?: () => void;
}) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      onReset={retryFailedParts}
      onError={(error) => console.error(`${name} failed`, error)}
      fallbackRender={({ error, resetErrorBoundary }) => {
        const dismiss = onDismiss && (() => (onDismiss(), resetErrorBoundary()));
        if (error instanceof PartNeedsReload) {
          return <ScreenLoadFailure screen={name} message={PART_NEEDS_RELOAD_MESSAGE} onRetry={reload} retrying={false} onDismiss={dismiss} />;
        }
        return isDownloadFailure(error) ? (
          <ScreenLoadFailure screen={name} onRetry={resetErrorBoundary} retrying={false} onDismiss={dismiss} />
        ) : (
          <ScreenLoadFailure screen={name} header={partFailed(name)} message={PART_FAILED_MESSAGE} onRetry={reload} retrying={false} onDismiss={dismiss} />
        );
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
