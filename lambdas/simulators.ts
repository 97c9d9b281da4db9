import { postcodeLookupSimulator } from './addresses/postcode-lookup-simulator';
import { esignSimulator } from './esign/esign-simulator';
import { authorisationCheckSimulator } from './meterpointauthorisations/providers/authorisation-check-simulator';
import { creditCheckSimulator } from './meterpointauthorisations/providers/credit-check-simulator';
import { paymentSimulator, simulatorOutbox } from './payments/payment-simulator';
import { ecoesSimulator, xoserveSimulator } from './reports/industry-data-simulator';

/**
 * Every outside service's SIMULATOR, for a stage that runs on them. Only lambdas/outside-services.ts
 * loads this module, and a bundle built for a stage whose providers are all live leaves it out.
 */
export const SIMULATORS = {
  postcodeLookup: () => postcodeLookupSimulator,
  ecoes: () => ecoesSimulator,
  xoserve: () => xoserveSimulator,
  creditCheck: () => creditCheckSimulator(),
  authorisationCheck: () => authorisationCheckSimulator,
  payment: () => paymentSimulator(simulatorOutbox()),
  esign: () => esignSimulator,
};
