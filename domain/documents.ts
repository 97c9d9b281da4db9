/**
 * The four downloadable documents (spec 2.8), by title and stored file name. The Downloads screen
 * offers these, and the seeds (ops/documents) store exactly these names under `<tpiid>/`.
 */
export const DOWNLOADS = [
  { title: 'Contract Upload Template', fileName: 'Contract Upload v1.xlsx' },
  { title: 'PDF Contract', fileName: 'PDF Contract.pdf' },
  { title: 'Terms and Conditions', fileName: 'Terms and Conditions.pdf' },
  { title: 'Verbal Script', fileName: 'Verbal Script.pdf' },
] as const;

export type Download = (typeof DOWNLOADS)[number];
