import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ImportCustomer, ImportProduct } from '../domain/import';
import { importStatusName } from '../domain/import/status';
import { numberedPage } from '../domain/references';
import { SIMULATOR_PATH } from '../lambdas/esign/esign-simulator';
import { importAwaitingSignature, type SignatureOutcome } from '../lambdas/esign/signature-outcome';
import type { FileImportItem } from '../lambdas/contract-import/store/file-import';
import { readPage } from '../lambdas/contract-import/store/payload-store';
import { loadHandlerConfig } from '../lambdas/shared/config';
import { LOCAL_WEBHOOK_SECRETS } from './environment';
import { sendProviderCallback } from './provider-callback';

/**
 * The e-sign simulator's signing page, served by the local stack outside the route table because
 * it plays the provider: `GET /simulators/esign/<importid>/<requestid>` shows the contract summary
 * with Sign and Decline; the form posts back to the same address, which sends the answer to the
 * API as the live provider does: a signed callback to `POST /webhooks/esign` over HTTP. A link
 * whose request is no longer out for signature answers 404.
 */
export const ESIGN_SIMULATOR_PREFIX = SIMULATOR_PATH;

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>` +
  '<style>body{font-family:sans-serif;max-width:40rem;margin:2rem auto}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}</style>' +
  `</head><body><h1>${escape(title)}</h1>${body}</body></html>`;

function send(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

const meterPointsOf = (product: ImportProduct) => [...(product.elecmeterpoints ?? []), ...(product.gasmeterpoints ?? [])].map((mp) => mp.mpancore ?? mp.mprn);

function summary(item: FileImportItem, customers: readonly ImportCustomer[]) {
  const references = item.referencenumbers ? numberedPage(item.sourceid, customers, item.referencenumbers, 1) : [];
  const named = (name: unknown, reference: string | undefined) => `${escape(name)}${reference ? ` (${escape(reference)})` : ''}`;
  const rows = customers.flatMap((customer, c) =>
    customer.sites.map((site, s) =>
      `<tr><td>${named(customer.name, references[c]?.customer)}</td><td>${escape(references[c]?.contracts.join(', '))}</td>` +
      `<td>${named(site.name, references[c]?.sites[s])}</td><td>${escape(site.products.flatMap(meterPointsOf).join(', '))}</td></tr>`),
  );
  const answer = (value: SignatureOutcome, label: string) => `<button name="answer" value="${value}">${label}</button>`;
  return (
    `<p>Contract import ${escape(item.id)} for ${escape(item.customercount)} customer(s).</p>` +
    `<table><thead><tr><th>Customer</th><th>Contracts</th><th>Site</th><th>Meter points</th></tr></thead><tbody>${rows.join('')}</tbody></table>` +
    `<form method="post"><p>${answer('signed', 'Sign')} ${answer('declined', 'Decline')}</p></form>`
  );
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 4096) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

let resources: { fileimports: string; imports: string } | undefined;
/** Read on first use: the stack sets the handlers' environment after the server starts. */
function simulatorResources() {
  if (resources) return resources;
  const config = loadHandlerConfig({ tables: [{ name: 'fileimports' }], buckets: [{ name: 'imports' }] });
  return (resources = { fileimports: config.table('fileimports'), imports: config.bucket('imports') });
}

/** Serves one request under the prefix. */
export async function serveEsignSimulator(request: IncomingMessage, response: ServerResponse, rawPath: string): Promise<void> {
  const [importid, requestid, extra] = rawPath.slice(ESIGN_SIMULATOR_PREFIX.length).split('/').map(decodeURIComponent);
  const { fileimports, imports } = simulatorResources();
  const item = importid && requestid && extra === undefined ? await importAwaitingSignature(fileimports, importid, requestid) : undefined;
  if (!item) return send(response, 404, page('Signing request not found', '<p>This signing link has expired or was already answered.</p>'));
  if (request.method === 'POST') {
    const answer = (await readForm(request)).get('answer');
    if (answer !== 'signed' && answer !== 'declined') return send(response, 400, page('Choose Sign or Decline', ''));
    // The API this page is served by, on loopback, as the provider reaches the deployed one.
    const apiUrl = `http://127.0.0.1:${request.socket.localPort}`;
    const delivered = await sendProviderCallback<Pick<FileImportItem, 'importstatus'>>(apiUrl, '/webhooks/esign', LOCAL_WEBHOOK_SECRETS.ESIGN_WEBHOOK_SECRET.value, {
      importid,
      requestid,
      outcome: answer,
    });
    // A second click with the other answer, racing the first, is refused as already answered.
    if (delivered.status !== 200 || !delivered.data) return send(response, delivered.status, page('This request was already answered', ''));
    return send(response, 200, page(answer === 'signed' ? 'Thank you for signing' : 'You declined to sign', `<p>The import is now ${escape(importStatusName(delivered.data.importstatus))}.</p>`));
  }
  if (request.method !== 'GET') return send(response, 405, page('Method not allowed', ''));
  const first = item.payloadversion ? await readPage(imports, item.id, item.payloadversion, 1) : undefined;
  send(response, 200, page('Sign your energy contract', summary(item, first?.structureddata ?? [])));
}
