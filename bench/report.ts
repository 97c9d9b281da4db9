import os from 'node:os';

/** One measured figure beside its target. `better` says which direction passes. */
export interface Figure {
  readonly area: string;
  readonly figure: string;
  readonly value: number;
  readonly unit: string;
  readonly target?: number;
  readonly better?: 'lower' | 'higher';
}

const mark = (f: Figure) => {
  if (f.target === undefined) return '';
  const pass = f.better === 'higher' ? f.value >= f.target : f.value <= f.target;
  return pass ? 'pass' : 'FALLS SHORT';
};

const format = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(n < 10 ? 2 : 1));

export function printTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [
    f.area,
    f.figure,
    `${format(f.value)} ${f.unit}`,
    f.target === undefined ? '' : `${f.better === 'higher' ? '>=' : '<='} ${format(f.target)} ${f.unit}`,
    mark(f),
  ]);
  const header = ['area', 'figure', 'value', 'target', 'mark'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.arch()}`;
  return [
    `Machine: ${machine}`,
    '',
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

export const median = (values: readonly number[]) => percentile(values, 50);

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}
