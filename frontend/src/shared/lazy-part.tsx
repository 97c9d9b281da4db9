import { lazy, type ComponentType, type ReactNode } from 'react';

/** How each part whose download failed starts afresh. */
const failedParts = new Set<() => void>();

/**
 * Lets every part whose download failed download again when next shown. React keeps a lazy
 * component's failure for the life of the page, so a failure boundary calls this on Try again or
 * on another route; until then the failure stands, and the boundary shows it.
 */
export function retryFailedParts(): void {
  for (const startAfresh of failedParts) startAfresh();
  failedParts.clear();
}

/** React.lazy for a part of the portal downloaded when first shown, that can be downloaded again (retryFailedParts). */
export function lazyPart<P extends object>(download: () => Promise<{ default: ComponentType<P> }>): (props: P) => ReactNode {
  const fresh = () =>
    lazy(() =>
      download().catch((error: unknown) => {
        failedParts.add(() => (current = fresh()));
        throw error;
      }),
    );
  let current = fresh();
  return function Part(props: P) {
    const Current = current;
    return <Current {...props} />;
  };
}
