/**
 * The browser's Back and Forward, heard before the router hears them. Chromium calls a window's
 * popstate listeners in the order they were added, a capturing one included, so this listener is
 * added before the router mounts (main.tsx calls listenBeforeTheRouter first). The guard set by
 * guardHistory answers whether it holds a step back; a held step never reaches the router.
 */
type PopGuard = (event: PopStateEvent) => boolean;

let guard: PopGuard | undefined;

export function listenBeforeTheRouter(): void {
  window.addEventListener('popstate', (event) => {
    if (guard?.(event)) event.stopImmediatePropagation();
  });
}

/** Sets the guard asked at each Back or Forward; answers a function that takes it away. */
export function guardHistory(next: PopGuard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = undefined;
  };
}
