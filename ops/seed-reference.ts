import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Intermediary } from '../domain/intermediary';
import { DEMO_INTERMEDIARIES } from '../local/seed/demo-data';
import { seedDocuments } from '../local/seed/documents';
import { writeReferenceData } from '../local/seed/reference';
import { parseTarget, resolveTarget } from './targets';

/**
 * `npm run seed:reference -- (--local | --stage X --intermediaries file.json)`: writes lookups,
 * messages and releases from `domain/reference-data`, and intermediaries, with the local seed's code,
 * and puts the downloadable documents under each intermediary's folder.
 * Locally the demo intermediaries are used; a stage's come from a JSON file of `Intermediary`.
 */
function readIntermediaries(file: string): Intermediary[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const valid = (item: unknown): item is Intermediary => {
    const candidate = item as Intermediary;
    return Number.isInteger(candidate?.id) && typeof candidate?.name === 'string' && typeof candidate?.products === 'object' && candidate.products !== null;
  };
  if (!Array.isArray(parsed) || !parsed.every(valid)) throw new Error(`${file} must hold a JSON array of intermediaries, each with id, name and products`);
  return parsed;
}

export async function runSeedReference(args: readonly string[], print: (line: string) => void = console.log) {
  const { values } = parseArgs({
    args: [...args],
    options: { local: { type: 'boolean' }, stage: { type: 'string' }, intermediaries: { type: 'string' } },
    strict: true,
  });
  const target = parseTarget(values.local, values.stage);
  if (target.kind === 'stage' && !values.intermediaries) throw new Error('--intermediaries <file.json> is required for a stage');
  const intermediaries = values.intermediaries ? readIntermediaries(values.intermediaries) : DEMO_INTERMEDIARIES;
  const resolved = await resolveTarget(target);
  try {
    const written = await writeReferenceData(resolved.directory.documents, resolved.referenceTable, intermediaries);
    const documents = await seedDocuments(resolved.s3, resolved.documentsBucket, intermediaries);
    print(`Wrote ${written} reference items (${intermediaries.length} intermediaries) and ${documents} new documents to ${resolved.describe}`);
  } finally {
    resolved.close();
  }
}

if (require.main === module) {
  runSeedReference(process.argv.slice(2)).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
