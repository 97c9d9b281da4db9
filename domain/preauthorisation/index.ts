export * from './initial-payment';
export * from './multi-meter';
export * from './payment-request';
export * from './prequalification';
export * from './types';
export * from './validate-request';
