import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DEFAULT_LIMITS } from '../lambdas/imports/file-problem';
import { IMPORT_FUNCTION } from '../lambdas/imports/functions';
import { TABLE_NAMES, tableEnvName, BUCKET_NAMES, bucketEnvName } from '../lambdas/shared/resources';
import { build } from 'esbuild';
import { bundledAsset } from '../test/support/bundled-asset';
import * as semverStandIn from '../lambdas/shared/semver-gte';
import { LAMBDA_BUILD_OPTIONS, LAMBDA_BUNDLING, separatePackageFile } from './lambda-bundling';

const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bundling-'));
afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

const env = {
  ...process.env,
  ...Object.fromEntries([...TABLE_NAMES.map((t) => [tableEnvName(t), t] as const), ...BUCKET_NAMES.map((b) => [bucketEnvName(b), b] as const)]),
  MAX_UPLOAD_BYTES: '1024',
  AWS_REGION: 'eu-west-2',
};
const run = (script: string) => execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' });

describe('the import Lambda asset', () => {
  const asset = bundledAsset(outdir, IMPORT_FUNCTION.handler);

  it('loads its handler without exceljs, which lies beside it as a file of its own', () => {
    const loaded = run(`const m=require(${JSON.stringify(path.join(asset, 'index.js'))});process.stdout.write(JSON.stringify({handler:typeof m.handler,modules:Object.keys(require.cache)}))`);
    const { handler, modules } = JSON.parse(loaded) as { handler: string; modules: string[] };
    expect(handler).toBe('function');
    expect(modules.filter((file) => file.includes('exceljs'))).toEqual([]);
    expect(fs.statSync(path.join(asset, 'index.js')).size).toBeLessThan(fs.statSync(separatePackageFile(asset, 'exceljs')).size);
  });

  it('finds exceljs where the handler requires it, and the import reads a workbook with that file', async () => {
    // The import's XLSX reading, bundled beside the handler with exceljs left out, finds exceljs as the handler does.
    const reader = path.join(asset, 'xlsx-reader.js');
    await build({ ...LAMBDA_BUILD_OPTIONS, entryPoints: [path.join(__dirname, '..', 'lambdas', 'imports', 'parse-xlsx.ts')], outfile: reader, external: ['exceljs'] });
    const script = `
      const E=require(require.resolve('exceljs',{paths:[${JSON.stringify(asset)}]}));
      const {parseXlsx}=require(${JSON.stringify(reader)});
      const w=new E.Workbook();w.addWorksheet('Contracts').addRows([['Customer Name','Site Name'],['Acme','Quay']]);
      w.xlsx.writeBuffer().then(async(b)=>{
        const rows=[];
        await parseXlsx(Buffer.from(b),{heading:(c)=>rows.push(c),row:(c)=>rows.push(c),warn:()=>undefined},${JSON.stringify(DEFAULT_LIMITS)});
        process.stdout.write(JSON.stringify({loaded:Object.keys(require.cache).filter((file)=>file.includes('exceljs')),rows}));
      });`;
    const { loaded, rows } = JSON.parse(run(script)) as { loaded: string[]; rows: string[][] };
    expect(loaded).toEqual([separatePackageFile(asset, 'exceljs')]);
    expect(rows).toEqual([['Customer Name', 'Site Name'], ['Acme', 'Quay']]);
  });

  it("carries only the environment-variable link of the SDK's credential chain, the one Lambda uses", () => {
    const bundle = fs.readFileSync(path.join(asset, 'index.js'), 'utf8');
    // The debug lines each provider logs name it in the minified bundle.
    expect(bundle).toContain('@aws-sdk/credential-provider-env - fromEnv');
    for (const link of ['fromSSO', 'fromIni', 'fromProcess', 'fromTokenFile', 'remoteProvider']) expect(bundle).not.toContain(`defaultProvider::${link}`);
  });

  it("carries the stand-in for semver, not semver's grammar", () => {
    const bundle = fs.readFileSync(path.join(asset, 'index.js'), 'utf8');
    expect(bundle).toContain('Invalid Version: ');
    expect(bundle).not.toContain('SEMVER_SPEC_VERSION');
  });
});

describe('the semver stand-in', () => {
  /** Each bundled module that requires semver, built without the stand-in, with the members it reads of it. */
  async function semverCallers(): Promise<Map<string, string[]>> {
    const { semver: _standIn, ...alias } = LAMBDA_BUNDLING.alias;
    const entry = path.join(__dirname, '..', 'lambdas', `${IMPORT_FUNCTION.handler}.ts`);
    const { metafile } = await build({ ...LAMBDA_BUILD_OPTIONS, alias, entryPoints: [entry], write: false, metafile: true, external: ['exceljs'] });
    const callers = new Map<string, string[]>();
    for (const [file, input] of Object.entries(metafile.inputs)) {
      if (!input.imports.some((imported) => imported.original === 'semver')) continue;
      const source = fs.readFileSync(file, 'utf8');
      const names = [...source.matchAll(/(\w+) = require\(['"]semver['"]\)/g)].map((match) => match[1]);
      callers.set(file, names.flatMap((name) => [...source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map((match) => match[1])));
    }
    return callers;
  }

  it('gives every bundled caller of semver all it reads: the X-Ray SDK, which reads only gte', async () => {
    const callers = await semverCallers();
    expect([...callers.keys()].map((file) => file.split('node_modules/').pop()!.split('/')[0])).toEqual(['aws-xray-sdk-core']);
    for (const members of callers.values()) {
      expect(members.length).toBeGreaterThan(0);
      for (const member of members) expect(Object.keys(semverStandIn)).toContain(member);
    }
  });
});
