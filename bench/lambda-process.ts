import path from 'node:path';
import { pipelineContext } from '../local/api-event';

/**
 * One pipeline Lambda run in this fresh process, as a Lambda container runs it alone:
 * `node --import tsx bench/lambda-process.ts <handler>` with the S3 event as JSON on stdin, the
 * local stack's settings in the environment. Prints the process's peak RSS in KB last, after the handler's logs.
 */
async function main() {
  const [module] = process.argv.slice(2);
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the handler named on the command line, loaded as CommonJS as its Lambda bundle is
  const { handler } = require(path.join(__dirname, '..', 'lambdas', `${module}.ts`)) as { handler: (event: unknown, context: unknown) => Promise<unknown> };
  await handler(JSON.parse(input), pipelineContext(module, 'bench'));
  process.stdout.write(`\npeak RSS KB: ${process.resourceUsage().maxRSS}\n`);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
