import { createRequire } from 'node:module';
import fc from 'fast-check';
import { gte } from './semver-gte';

/** The semver the X-Ray SDK itself loads, which the stand-in replaces in the bundles. */
const semver = createRequire(require.resolve('aws-xray-sdk-core'))('semver') as { gte(a: string, b: string): boolean; valid(v: string): string | null };

const small = fc.integer({ min: 0, max: 12 });
const part = fc.oneof(fc.constantFrom('alpha', 'beta', 'rc', 'x-1', '0a', 'A'), small.map(String));
/** Versions close enough to each other that equal parts, pre-releases and build metadata all come up. */
const version = fc
  .record({ release: fc.tuple(small, small, small), prerelease: fc.array(part, { maxLength: 3 }), build: fc.option(fc.constantFrom('build.1', '001', 'sha-5'), { nil: undefined }), v: fc.boolean() })
  .map(({ release, prerelease, build, v }) => `${v ? 'v' : ''}${release.join('.')}${prerelease.length ? `-${prerelease.join('.')}` : ''}${build ? `+${build}` : ''}`);

describe("the Lambdas' stand-in for semver's gte", () => {
  it('orders any two versions as semver does', () => {
    fc.assert(fc.property(version, version, (a, b) => expect(gte(a, b)).toBe(semver.gte(a, b))), { numRuns: 5000 });
  });

  it("answers the X-Ray SDK's own comparison, an SDK v2 version against 2.7.15", () => {
    expect(gte('2.7.14', '2.7.15')).toBe(false);
    expect(gte('2.1692.0', '2.7.15')).toBe(true);
  });

  it('refuses what semver refuses: leading zeros, missing parts, empty pre-release parts', () => {
    for (const text of ['01.2.3', '1.2', '1.2.3-', '1.2.3-01', '1.2.3-a..b', 'x.y.z', '=1.2.3']) {
      expect(semver.valid(text)).toBeNull();
      expect(() => gte(text, '1.0.0')).toThrow(`Invalid Version: ${text}`);
    }
  });
});
