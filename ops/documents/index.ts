import { DOWNLOADS } from '../../domain/documents';
import { buildContractUploadTemplate } from './contract-upload-template';
import { writePdf } from './pdf/writer';
import { PDF_CONTRACT } from './texts/pdf-contract';
import { TERMS_AND_CONDITIONS } from './texts/terms-and-conditions';
import { VERBAL_SCRIPT } from './texts/verbal-script';

export interface BuiltDocument {
  readonly fileName: string;
  readonly title: string;
  readonly contentType: string;
  readonly body: Buffer;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = 'application/pdf';

/** How each download of the Downloads screen is made, by its file name. */
const BUILDERS: Record<(typeof DOWNLOADS)[number]['fileName'], { contentType: string; build: () => Promise<Buffer> }> = {
  'Contract Upload v1.xlsx': { contentType: XLSX, build: buildContractUploadTemplate },
  'PDF Contract.pdf': { contentType: PDF, build: async () => writePdf(PDF_CONTRACT) },
  'Terms and Conditions.pdf': { contentType: PDF, build: async () => writePdf(TERMS_AND_CONDITIONS) },
  'Verbal Script.pdf': { contentType: PDF, build: async () => writePdf(VERBAL_SCRIPT) },
};

/** The four documents every intermediary's folder of the documents bucket holds. */
export async function buildDocuments(): Promise<BuiltDocument[]> {
  return Promise.all(
    DOWNLOADS.map(async ({ fileName, title }) => {
      const { contentType, build } = BUILDERS[fileName];
      return { fileName, title, contentType, body: await build() };
    }),
  );
}
