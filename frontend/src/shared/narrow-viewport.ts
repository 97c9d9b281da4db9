import { useSyncExternalStore } from 'react';

/**
 * Cloudscape's xs breakpoint: a phone, or a page zoomed to 400%. Below it no column stays frozen, in
 * the failed file's grid (by this hook) and the report table (by the same width in report-table.css),
 * and the top menu lists every item under its Menu button (by this hook and top-menu.css).
 */
const NARROW_VIEWPORT = '(max-width: 688px)';

function onViewportChange(notify: () => void) {
  const query = window.matchMedia(NARROW_VIEWPORT);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

/** Whether the viewport is too narrow for columns frozen beside the rest to leave those room. */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(onViewportChange, () => window.matchMedia(NARROW_VIEWPORT).matches);
}
