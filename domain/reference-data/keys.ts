/**
 * Key shapes of the reference table: a partition per kind, each item's payload in `value`.
 * `LOOKUP#<name>` (sk: id), `TPI` (sk: intermediary id), `MESSAGE#<application id>` (sk: order,
 * zero-padded), `RELEASE` (sk: version). The seeds and lambdas/shared/stores/reference-store.ts use these.
 */
export const referenceKey = {
  lookup: (name: string) => `LOOKUP#${name}`,
  intermediary: 'TPI',
  messages: (applicationId: number) => `MESSAGE#${applicationId}`,
  release: 'RELEASE',
} as const;

/** Message order zero-padded so the sort key keeps the banners in order. */
export const messageSortKey = (order: number) => String(order).padStart(4, '0');
