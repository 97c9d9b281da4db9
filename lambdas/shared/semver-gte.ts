/**
 * Stands in for `semver` in the Lambda bundles (lib/lambda-bundling.ts aliases the package to this
 * file). Powertools Tracer's X-Ray SDK loads the whole of semver, which builds its grammar of
 * regular expressions at load, to call `gte` on an AWS SDK v2 version, which these Lambdas never
 * pass it: 4-6 ms of every route's cold start. This `gte` orders versions as semver does:
 * major, minor and patch by number, then a pre-release below its release, its dot-separated parts
 * compared numerically where both are numbers; build metadata is ignored.
 */

/** A number without leading zeros, and a pre-release part: such a number, or letters, digits and hyphens with a non-digit. */
const NUMBER = '(0|[1-9]\\d*)';
const PART = '(?:0|[1-9]\\d*|\\d*[A-Za-z-][0-9A-Za-z-]*)';
const VERSION = new RegExp(`^v?${NUMBER}\\.${NUMBER}\\.${NUMBER}(?:-(${PART}(?:\\.${PART})*))?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$`);

interface Version {
  readonly release: readonly number[];
  readonly prerelease: readonly string[];
}

function parse(text: string): Version {
  const match = VERSION.exec(text.trim());
  if (!match) throw new TypeError(`Invalid Version: ${text}`);
  return { release: [Number(match[1]), Number(match[2]), Number(match[3])], prerelease: match[4]?.split('.') ?? [] };
}

const NUMERIC = /^\d+$/;

function comparePart(a: string, b: string): number {
  const aNumeric = NUMERIC.test(a);
  const bNumeric = NUMERIC.test(b);
  if (aNumeric && bNumeric) return Number(a) - Number(b);
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a.release[i] !== b.release[i]) return a.release[i] - b.release[i];
  if (!a.prerelease.length || !b.prerelease.length) return b.prerelease.length - a.prerelease.length;
  for (let i = 0; i < Math.min(a.prerelease.length, b.prerelease.length); i++) {
    const order = comparePart(a.prerelease[i], b.prerelease[i]);
    if (order !== 0) return order;
  }
  return a.prerelease.length - b.prerelease.length;
}

/** Whether version `a` is `b` or later. */
export const gte = (a: string, b: string): boolean => compare(parse(a), parse(b)) >= 0;
