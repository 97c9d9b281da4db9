/**
 * DynamoDB refuses documents nested deeper than 32 levels, so no body a route could store is
 * deeper; refusing deeper ones up front keeps recursive code (JSON.stringify, marshalling,
 * validation) from running out of stack on a hostile body.
 */
export const MAX_BODY_NESTING = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether JSON text nests arrays and objects deeper than `limit`, counted in one pass without recursion. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPENERS.has(c)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(c)) {
      depth--;
    }
  }
  return false;
}
