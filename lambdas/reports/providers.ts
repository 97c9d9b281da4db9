import type { HandlerConfig } from '../shared/config';
import { chooseProvider } from '../shared/providers';
import { httpEcoes, httpXoserve } from './http-industry-data';
import type { Ecoes, Xoserve } from './industry-data';
import { ecoesSimulator, xoserveSimulator } from './industry-data-simulator';

/** The industry data adapters, chosen once per container by the stage settings: `simulator` or a URL. */

let chosenEcoes: Ecoes | undefined;
let chosenXoserve: Xoserve | undefined;

export const ecoes = (config: HandlerConfig) =>
  (chosenEcoes ??= chooseProvider(config, { endpoint: 'ECOES_ENDPOINT', secret: 'ECOES_SECRET' }, () => ecoesSimulator, httpEcoes));

export const xoserve = (config: HandlerConfig) =>
  (chosenXoserve ??= chooseProvider(config, { endpoint: 'XOSERVE_ENDPOINT', secret: 'XOSERVE_SECRET' }, () => xoserveSimulator, httpXoserve));
