/**
 * A list header's counter, as Cloudscape writes it: `(12)`, with `+` when older rows are still to
 * load, and `(3/12)` while a filter leaves some of the loaded rows.
 */
export function listCounter(matching: number, loaded: number, more: boolean): string {
  const total = `${loaded}${more ? '+' : ''}`;
  return matching === loaded ? `(${total})` : `(${matching}/${total})`;
}
