/** Session timings: the idle time that signs a user out, the warning before it, and the wait before a loading indicator shows. */
export const INACTIVITY_TIMEOUT_MS = 1_800_000;
/** Two minutes: time to come back to the screen and act, well over the 20 seconds WCAG 2.2.1 asks for. */
export const INACTIVITY_WARNING_MS = 120_000;
export const LOADER_DELAY_MS = 333;
