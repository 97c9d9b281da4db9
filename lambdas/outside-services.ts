import { httpPostcodeLookup } from './addresses/http-postcode-lookup';
import type { PostcodeLookup } from './addresses/postcode-lookup-port';
import type { EsignProvider } from './esign/esign-port';
import { httpEsign } from './esign/http-esign';
import type { AuthorisationCheck } from './meterpointauthorisations/providers/authorisation-check-port';
import type { CreditCheck } from './meterpointauthorisations/providers/credit-check-port';
import { httpAuthorisationCheck } from './meterpointauthorisations/providers/http-authorisation-check';
import { httpCreditCheck } from './meterpointauthorisations/providers/http-credit-check';
import { httpPayment } from './payments/http-payment';
import type { PaymentProvider } from './payments/payment-port';
import { httpEcoes, httpXoserve } from './reports/http-industry-data';
import type { Ecoes, Xoserve } from './reports/industry-data-port';
import { stageProvider } from './shared/providers';

/**
 * The one place each outside service's adapter is chosen (docs/decisions/0008 and 0023): the
 * stage's endpoint setting is the live service's base URL, or `simulator`. The ports only declare
 * interfaces. A bundle for a stage whose providers are all live is built with
 * BUNDLE_WITHOUT_SIMULATORS defined (lib/lambda-bundling.ts), so it carries no simulator.
 */
const simulators =
  process.env.BUNDLE_WITHOUT_SIMULATORS === 'true'
    ? undefined
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require in a branch esbuild drops when the define makes it dead; an import would always be bundled
      (require('./simulators') as typeof import('./simulators')).SIMULATORS;

export const postcodeLookup = stageProvider<PostcodeLookup>(
  { endpoint: 'POSTCODE_LOOKUP_ENDPOINT', secret: 'POSTCODE_LOOKUP_SECRET' },
  simulators?.postcodeLookup,
  httpPostcodeLookup,
);

export const ecoes = stageProvider<Ecoes>({ endpoint: 'ECOES_ENDPOINT', secret: 'ECOES_SECRET' }, simulators?.ecoes, httpEcoes);

export const xoserve = stageProvider<Xoserve>({ endpoint: 'XOSERVE_ENDPOINT', secret: 'XOSERVE_SECRET' }, simulators?.xoserve, httpXoserve);

export const creditCheck = stageProvider<CreditCheck>({ endpoint: 'CREDIT_CHECK_ENDPOINT', secret: 'CREDIT_CHECK_SECRET' }, simulators?.creditCheck, httpCreditCheck);

/** The rules are served beside the credit bureau, so they share its stage settings. */
export const authorisationCheck = stageProvider<AuthorisationCheck>(
  { endpoint: 'CREDIT_CHECK_ENDPOINT', secret: 'CREDIT_CHECK_SECRET' },
  simulators?.authorisationCheck,
  httpAuthorisationCheck,
);

export const paymentProvider = stageProvider<PaymentProvider>({ endpoint: 'PAYMENT_ENDPOINT', secret: 'PAYMENT_SECRET' }, simulators?.payment, httpPayment);

export const esignProvider = stageProvider<EsignProvider>({ endpoint: 'ESIGN_ENDPOINT', secret: 'ESIGN_SECRET' }, simulators?.esign, httpEsign);
