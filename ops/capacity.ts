import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseStages } from '../lib/stage-config';
import { CONTRACT_SHARDS } from '../domain/contract-lines';
import { ROUTES } from '../lambdas/routes';
import { monthlyCost, STAGES, stageShare, totalUsd } from './capacity/cost';
import { ASSUMPTIONS, DEFAULT_INPUTS, inputNameOf, type CapacityInputs, type InputName } from './capacity/inputs';
import { LIMITS } from './capacity/limits';
import { approvalWrites, hotPartitions, limitChecks, pipelineLoad, routeRates, s3Requests, tableUnits, wafRateLimit, withinLimit } from './capacity/model';
import { PRICES, READ_ON, REGION } from './capacity/prices';
import { requiredDefault, requiredThrottles, throttleShortfalls } from './capacity/throttles';

/**
 * `npm run capacity -- --brokers 500 --contract-lines 5000000 ...`: prints the capacity model for
 * the busiest hour as Markdown (docs/capacity.md holds the default run), and checks each stage's
 * throttles in cdk.json against it. Exits 1 when a stage's throttle is under the model's need.
 */

export function parseInputs(argv: readonly string[]): CapacityInputs {
  const inputs: Record<string, number> = { ...DEFAULT_INPUTS };
  for (let n = 0; n < argv.length; n += 2) {
    const option = argv[n];
    const name = option.startsWith('--') ? inputNameOf(option.slice(2)) : '';
    if (!(name in ASSUMPTIONS)) throw new Error(`${option} is not an input; the inputs are ${Object.keys(ASSUMPTIONS).map((k) => `--${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`).join(', ')}`);
    const value = Number(argv[n + 1]);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${option} needs a number of 0 or more, not "${argv[n + 1] ?? ''}"`);
    inputs[name] = value;
  }
  return inputs as CapacityInputs;
}

const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-GB') : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const table = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map((c) => (typeof c === 'number' ? fmt(c) : c)).join(' | ')} |`)].join('\n');
const mark = (ok: boolean) => (ok ? 'within' : '**OVER**');

export function capacityReport(i: CapacityInputs, stagesConfig: ReturnType<typeof parseStages>): { text: string; shortfalls: string[] } {
  const rates = routeRates(ROUTES, i);
  const approval = approvalWrites(i.approvalRows, i);
  const pipeline = pipelineLoad(i);
  const s3 = s3Requests(ROUTES, i);
  const shortfalls: string[] = [];
  const out: string[] = [];
  out.push('## Inputs', '', table(['input', 'value', 'why'], (Object.keys(ASSUMPTIONS) as InputName[]).map((k) => [k, String(i[k]), ASSUMPTIONS[k].reason])));
  out.push('', '## Requests per route in the busiest hour', '', table(['route', 'calls in the hour', 'peak per second', 'Lambdas at once', 'why'], rates.map((r) => [`\`${r.route}\``, r.callsPerHour, r.peakPerSecond, r.concurrency, r.reason])));
  out.push('', `Pipeline Lambdas at once: ${fmt(pipeline.concurrency)} (validation and processing of the hour's files, and the approval's one run).`);
  out.push('', '## DynamoDB units per table', '', table(['table', 'read units in the hour', 'write units in the hour', 'peak reads/s', 'peak writes/s'], tableUnits(ROUTES, i).map((t) => [t.table, t.readUnitsPerHour, t.writeUnitsPerHour, t.peakReadsPerSecond, t.peakWritesPerSecond])));
  out.push('', '## The hottest partition key of each table', '', table(['table', 'key', 'what', 'units/s', 'limit', ''], hotPartitions(i, rates).map((p) => [p.table, p.key, p.what, p.unitsPerSecond, `${fmt(LIMITS[p.limit].value)} ${LIMITS[p.limit].unit}`, mark(p.unitsPerSecond <= LIMITS[p.limit].value)])));
  out.push(
    '',
    `A ${i.approvalRows.toLocaleString('en-GB')}-row approval writes ${approval.items.toLocaleString('en-GB')} items (${approval.units.toLocaleString('en-GB')} write units) over the ${CONTRACT_SHARDS} keys (\`tpiid#shard\`) of its intermediary in \`contracts\`. ` +
      `Processing asks ${fmt(approval.attemptedUnitsPerSecond)} units/s of the table and ${fmt(approval.attemptedUnitsPerKey)} of the busiest key; a partition serves ${fmt(LIMITS.dynamoPartitionWrites.value)}, ` +
      `so the writes take ${fmt(Math.max(approval.secondsAttempted, approval.secondsAtPartitionLimit))} s at processing's own pace, against a processing run of ${fmt(approval.units / approval.neededUnitsPerSecond)} s.`,
  );
  out.push('', '## S3 requests in the busiest hour', '', table(['kind', 'in the hour', 'peak per second'], [['PUT, POST, LIST', s3.putsPerHour, s3.peakPutsPerSecond], ['GET', s3.getsPerHour, s3.peakGetsPerSecond]]));
  out.push('', '## Every limit checked', '', table(['figure', 'value', 'published limit', 'source', ''], limitChecks(ROUTES, i).map((c) => [c.what, c.value, `${fmt(LIMITS[c.limit].value)} ${LIMITS[c.limit].unit}`, LIMITS[c.limit].source, mark(withinLimit(c))])));

  out.push('', '## Throttles each stage needs (cdk.json `throttle`)', '');
  for (const stage of STAGES) {
    const required = requiredThrottles(rates, i, stageShare(stage, i));
    const config = stagesConfig[stage].throttle;
    const need = requiredDefault(config, required);
    const short = throttleShortfalls(config, required);
    shortfalls.push(...short.map((s) => `${stage}: ${s}`));
    out.push(
      `- **${stage}** (${fmt(stageShare(stage, i) * 100)}% of production's traffic): default at least ${need.rateLimit}/s, burst ${need.burstLimit}; cdk.json has ${config.rateLimit}/s, burst ${config.burstLimit}. ` +
        (short.length ? `Short: ${short.join('; ')}` : 'Every route covered.'),
    );
    for (const [route, t] of Object.entries(config.routes ?? {})) {
      out.push(`  - \`${route}\`: needs ${required[route].rateLimit}/s, burst ${required[route].burstLimit}; has ${t.rateLimit}/s, burst ${t.burstLimit}`);
    }
  }
  const perAddress = wafRateLimit(i, rates);
  out.push('', `Edge rate rule: at least ${perAddress} API calls per address per ${LIMITS.wafEvaluationWindow.value} s; cdk.json's prod \`webAclRateLimit\` is ${stagesConfig.prod.webAclRateLimit}.`);
  if (stagesConfig.prod.webAclRateLimit < perAddress) shortfalls.push(`prod: webAclRateLimit ${stagesConfig.prod.webAclRateLimit} is under ${perAddress}`);

  out.push('', `## Monthly cost per stage (${REGION}, prices read on ${READ_ON})`, '');
  const costs = STAGES.map((stage) => monthlyCost(ROUTES, i, stage));
  out.push(table(['item', ...STAGES.map((s) => `${s} (USD)`)], costs[0].map((line, n) => [line.item, ...costs.map((c) => c[n].usd)])));
  out.push(`| **total** | ${costs.map((c) => `**${fmt(totalUsd(c))}**`).join(' | ')} |`);
  out.push('', 'Unit prices:', '', table(['price', 'USD', 'per', 'source'], Object.entries(PRICES).map(([name, p]) => [name, p.usd.toPrecision(3), p.per, p.source])));
  return { text: out.join('\n'), shortfalls };
}

function main() {
  const inputs = parseInputs(process.argv.slice(2));
  const cdkJson = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'cdk.json'), 'utf8')) as { context: { stages: unknown } };
  const { text, shortfalls } = capacityReport(inputs, parseStages(cdkJson.context.stages, {}));
  console.log(text);
  if (shortfalls.length) {
    console.error(`\nThrottles under the model's need:\n${shortfalls.map((s) => `  ${s}`).join('\n')}`);
    process.exitCode = 1;
  }
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
}
