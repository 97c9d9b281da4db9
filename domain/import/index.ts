export * from './types';
export * from './file-rows';
export * from './messages';
export * from './columns';
export * from './row-importer';
export * from './validate-structured';
export * from './canonical-dates';
export * from './commission';
