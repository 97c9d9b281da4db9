/** Session timings: the idle time that signs a user out, and the wait before a loading indicator shows. */
export const INACTIVITY_TIMEOUT_MS = 1_800_000;
export const LOADER_DELAY_MS = 333;
