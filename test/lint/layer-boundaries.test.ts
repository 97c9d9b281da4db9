import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

const root = path.resolve(__dirname, '../..');
const fixture = (name: string) => path.join(__dirname, 'fixtures', name);

interface LintedFile {
  readonly filePath: string;
  readonly messages: readonly { readonly ruleId: string | null; readonly message: string }[];
}

function lint(...files: string[]): LintedFile[] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-files.mjs'), ...files], { cwd: root, encoding: 'utf8' });
  return JSON.parse(output) as LintedFile[];
}

describe('the layer boundaries in the lint configuration', () => {
  const files = [fixture('domain/imports-a-lambda.ts'), fixture('frontend/src/imports-a-lambda.ts'), fixture('domain/imports-domain.ts')];
  let linted: LintedFile[];
  beforeAll(() => {
    linted = lint(...files);
  }, 120_000);
  const messagesOf = (file: string) => linted.find(({ filePath }) => filePath === file)?.messages;

  it('fails domain/ code that imports a Lambda', () => {
    expect(messagesOf(files[0])).toEqual([expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringContaining('domain/ holds rules shared by server and browser') as unknown })]);
  });

  it('fails front-end code that imports a Lambda', () => {
    expect(messagesOf(files[1])).toEqual([expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringContaining('The front end reaches the server only through the API') as unknown })]);
  });

  it('passes domain/ code that imports domain/', () => {
    expect(messagesOf(files[2])).toEqual([]);
  });
});
