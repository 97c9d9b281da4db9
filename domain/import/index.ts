export * from './types';
export * from './messages';
export * from './columns';
export * from './row-importer';
export * from './validate-structured';
export * from './commission';
