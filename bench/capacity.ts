import { ROUTES } from '../lambdas/routes';
import { DEFAULT_INPUTS } from '../ops/capacity/inputs';
import { LIMITS } from '../ops/capacity/limits';
import { approvalWrites, hotPartitions, limitChecks, pipelineLoad, routeRates, tableUnits } from '../ops/capacity/model';
import { PROCESSING_RUN_SECONDS } from '../domain/import/runs';
import type { Figure } from './report';

/**
 * The capacity model's peak figures for its default inputs (docs/capacity.md), as rows beside
 * their published limits. The load and full-template parts print the hottest keys they measure
 * beside the model's busiest contracts key (bench/partition-figures.ts).
 */
export async function measureCapacityModel(): Promise<Figure[]> {
  const i = DEFAULT_INPUTS;
  const rates = routeRates(ROUTES, i);
  const area = 'capacity model';
  const approval = approvalWrites(i.approvalRows, i);
  const partitions = hotPartitions(i, rates).map((p) => ({
    area, figure: `${p.table} ${p.key}: ${p.what}`, value: p.unitsPerSecond, unit: 'units/s', target: LIMITS[p.limit].value, better: 'lower' as const,
  }));
  const apiConcurrency = rates.reduce((sum, r) => sum + r.concurrency, 0);
  return [
    ...partitions,
    { area, figure: `${i.approvalRows}-row approval's busiest key's writes at the partition limit`, value: approval.secondsAtPartitionLimit, unit: 's', target: PROCESSING_RUN_SECONDS, better: 'lower' },
    ...tableUnits(ROUTES, i).map((t) => ({ area, figure: `${t.table} peak writes`, value: t.peakWritesPerSecond, unit: 'WRU/s', target: LIMITS.dynamoOnDemandTableWrites.value, better: 'lower' as const })),
    { area, figure: 'API requests at the peak, every route', value: rates.reduce((sum, r) => sum + r.peakPerSecond, 0), unit: 'req/s', target: LIMITS.apiAccountRate.value, better: 'lower' },
    { area, figure: 'Lambdas at once (API and pipeline)', value: apiConcurrency + pipelineLoad(i).concurrency, unit: '', target: LIMITS.lambdaConcurrency.value, better: 'lower' },
    { area, figure: 'limits checked that the model finds exceeded', value: limitChecks(ROUTES, i).filter((c) => c.value > LIMITS[c.limit].value).length, unit: '', target: 0, better: 'lower' },
  ];
}
