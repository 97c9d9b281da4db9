/** A run of lines in sort key order, read a Query at a time: the lines of one partition key. */
export interface KeyOrderSource<T> {
  /** The next lines, at most `limit`; fewer, even none, when the store cut the Query short. */
  read(limit: number): Promise<T[]>;
  /** True once every line of the source has been read. */
  readonly done: boolean;
}

export interface MergedPage<T> {
  readonly rows: T[];
  /** True when a source may hold lines after the last row. */
  readonly more: boolean;
}

/**
 * The first `size` lines of several sources in sort key order, reading each only as far as the
 * page needs: a line is taken only while every source that is not done has a line in hand, so
 * nothing unread can come before it. Each source is asked for at most `perRead` lines at a time.
 */
export async function firstInKeyOrder<T extends { sk: string }>(sources: readonly KeyOrderSource<T>[], size: number, perRead: number): Promise<MergedPage<T>> {
  const inHand: T[][] = sources.map(() => []);
  const rows: T[] = [];
  const refill = async (n: number) => {
    while (inHand[n].length === 0 && !sources[n].done) inHand[n].push(...(await sources[n].read(Math.min(perRead, size - rows.length))));
  };
  await Promise.all(sources.map((_, n) => refill(n)));
  while (rows.length < size) {
    let least = -1;
    inHand.forEach((lines, n) => {
      if (lines.length > 0 && (least < 0 || lines[0].sk < inHand[least][0].sk)) least = n;
    });
    if (least < 0) break;
    rows.push(inHand[least].shift()!);
    if (rows.length < size) await refill(least);
  }
  return { rows, more: inHand.some((lines) => lines.length > 0) || sources.some((source) => !source.done) };
}
