/**
 * The errors that say a file's bytes cannot be read, which only the broker can fix. Any other error
 * a reader throws (a bug, a changed dependency, a timeout) is a fault of the run: it is logged and
 * retried, never told to the broker as a problem with the file. Errors are told apart by name and
 * code rather than by class, as Node's own come from another realm under jest.
 */
const UNREADABLE: readonly ((error: { name?: unknown; message?: unknown; code?: unknown }) => boolean)[] = [
  // TextDecoder with `fatal`: bytes that break the encoding their byte-order mark promised.
  (error) => error.code === 'ERR_ENCODING_INVALID_ENCODED_DATA',
  // zlib: a zip part whose deflated data is broken or cut short.
  (error) => error.code === 'Z_DATA_ERROR' || error.code === 'Z_BUF_ERROR',
  // saxes, exceljs's XML parser: a part that is not well-formed XML, e.g. "3:14: unmatched closing tag: row.".
  (error) => error.name === 'Error' && /^\d+:\d+: /.test(String(error.message)),
  // exceljs: a part whose element is not the one SpreadsheetML puts there.
  (error) => error.name === 'Error' && /^Unexpected xml node in parse(Open|Close): /.test(String(error.message)),
];

export const isUnreadableFile = (error: unknown): boolean => typeof error === 'object' && error !== null && UNREADABLE.some((says) => says(error));
