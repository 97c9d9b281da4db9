/**
 * A value made at its first use rather than when its module loads. For Intl formatters: each loads
 * ICU's locale data (a time zone's too), which every cold start of a Lambda importing the module
 * would otherwise pay, formatting or not.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
