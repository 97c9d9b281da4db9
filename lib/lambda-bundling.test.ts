import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DEFAULT_LIMITS } from '../lambdas/contract-import/validate/read/file-problem';
import { IMPORT_FUNCTION } from '../lambdas/contract-import/functions';
import { TABLE_NAMES, tableEnvName, BUCKET_NAMES, bucketEnvName } from '../lambdas/shared/resources';
import { build } from 'esbuild';
import { bundledAsset } from '../test/support/bundled-asset';
import { LAMBDA_BUILD_OPTIONS, separatePackageFile } from './lambda-bundling';

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
    await build({ ...LAMBDA_BUILD_OPTIONS, entryPoints: [path.join(__dirname, '..', 'lambdas', 'contract-import', 'validate', 'read', 'parse-xlsx.ts')], outfile: reader, external: ['exceljs'] });
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

  it('logs a failed run with the TypeScript file and line that threw, run with the Node options its template sets', () => {
    const template = JSON.parse(fs.readFileSync(path.join(outdir, 'Bundled.template.json'), 'utf8')) as { Resources: Record<string, { Type: string; Properties: { Environment: { Variables: Record<string, string> } } }> };
    const [lambda] = Object.values(template.Resources).filter((resource) => resource.Type === 'AWS::Lambda::Function');
    // An event without records fails in the handler's own loop over them.
    const script = `require(${JSON.stringify(path.join(asset, 'index.js'))}).handler({},{awsRequestId:'run'}).catch(()=>undefined)`;
    const { stderr } = spawnSync(process.execPath, ['-e', script], {
      env: { ...env, NODE_OPTIONS: lambda.Properties.Environment.Variables.NODE_OPTIONS, POWERTOOLS_LOG_LEVEL: 'ERROR' },
      encoding: 'utf8',
    });
    const { error } = JSON.parse(stderr) as { error: { stack: string } };
    const source = path.join(__dirname, '..', 'lambdas', `${IMPORT_FUNCTION.handler}.ts`);
    const line = fs.readFileSync(source, 'utf8').split('\n').findIndex((text) => text.includes('of event.Records')) + 1;
    expect(error.stack.split('\n')[1]).toContain(`${source}:${line}:`);
  });
});

describe('a Lambda asset for production', () => {
  /** The source files a bundle was built from, as its source map names them. */
  const bundledSources = (asset: string) => (JSON.parse(fs.readFileSync(path.join(asset, 'index.js.map'), 'utf8')) as { sources: string[] }).sources;
  // Every handler that calls an outside service reaches the simulators through one module, so one handler shows it.
  const handler = 'meterpointauthorisations/run-checks';

  it('carries no simulator, where a stage that runs on them carries every one', () => {
    const dev = bundledSources(bundledAsset(fs.mkdtempSync(path.join(outdir, 'dev-')), handler, 'dev'));
    const prod = bundledSources(bundledAsset(fs.mkdtempSync(path.join(outdir, 'prod-')), handler, 'prod'));
    expect(dev.filter((source) => /simulator/.test(source))).toEqual(expect.arrayContaining([expect.stringContaining('credit-check-simulator.ts'), expect.stringContaining('esign-simulator.ts')]));
    expect(prod.filter((source) => /simulat/.test(source))).toEqual([]);
    expect(prod).toEqual(expect.arrayContaining([expect.stringContaining('http-credit-check.ts')]));
  });
});
