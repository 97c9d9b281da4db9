/** Where an import came from, as its `sourcetype`: an intermediary's upload or entry on the import screen, or a renewal of live contracts. */
export const SOURCE_TYPE = { intermediary: 1, renewal: 3 } as const;

/** Renewals expect their meter points under contract already and keep the start dates their live contracts set. */
export const isRenewal = (sourcetype: number | undefined) => sourcetype === SOURCE_TYPE.renewal;

/** What a broker may create: the import screen's uploads and manual entries. Renewals are made by the supplier's side. */
export const BROKER_SOURCE_TYPES: readonly number[] = [SOURCE_TYPE.intermediary];
