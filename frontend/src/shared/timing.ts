/** Session timings from spec section 9. */
export const INACTIVITY_TIMEOUT_MS = 1_800_000;
export const LOADER_DELAY_MS = 333;
