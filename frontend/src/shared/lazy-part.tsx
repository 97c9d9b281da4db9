import { lazy, type ComponentType, type ReactNode } from 'react';

/** How each part whose download failed starts afresh. */
const failedParts = new Set<() => void>();

/**
 * A part that could not be downloaded even when asked again in this page. Some browsers keep a
 * failed download for the life of the page, and a deploy since the page loaded may have replaced
 * the file, so only a reload fetches it now.
 */
export class PartNeedsReload extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PartNeedsReload';
  }
}

/**
 * Lets every part whose download failed download again when next shown. React keeps a lazy
 * component's failure for the life of the page, so a failure boundary calls this on Try again or
 * on another route; until then the failure stands, and the boundary shows it.
 */
export function retryFailedParts(): void {
  for (const startAfresh of failedParts) startAfresh();
  failedParts.clear();
}

/**
 * React.lazy for a part of the portal downloaded when first shown, that can be downloaded again
 * (retryFailedParts). When asking again fails too, the error is a PartNeedsReload.
 */
export function lazyPart<P extends object>(download: () => Promise<{ default: ComponentType<P> }>): (props: P) => ReactNode {
  const fresh = (askedBefore: boolean) =>
    lazy(() =>
      download().catch((error: unknown) => {
        failedParts.add(() => (current = fresh(true)));
        throw askedBefore ? new PartNeedsReload(error) : error;
      }),
    );
  let current = fresh(false);
  return function Part(props: P) {
    const Current = current;
    return <Current {...props} />;
  };
}
