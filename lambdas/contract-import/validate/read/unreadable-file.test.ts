import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { FileProblem } from './file-problem';
import { isUnreadableFile } from './unreadable-file';

const thrown = (act: () => unknown): unknown => {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
};

describe('which errors blame the file', () => {
  it('blames the file for bytes that break their encoding, deflated data that is broken or cut short, and XML that is not well-formed or not SpreadsheetML', () => {
    const deflated = deflateRawSync(Buffer.from('<worksheet/>'.repeat(100)));
    expect(isUnreadableFile(thrown(() => new TextDecoder('utf-16le', { fatal: true }).decode(Buffer.from([0x41]))))).toBe(true);
    expect(isUnreadableFile(thrown(() => inflateRawSync(Buffer.from([0xff, 0xff, 0xff, 0xff]))))).toBe(true);
    expect(isUnreadableFile(thrown(() => inflateRawSync(deflated.subarray(0, deflated.length - 4))))).toBe(true);
    expect(isUnreadableFile(new Error('3:14: unmatched closing tag: row.'))).toBe(true);
    expect(isUnreadableFile(new Error('Unexpected xml node in parseOpen: {"name":"foo"}'))).toBe(true);
  });

  it('leaves a bug, a changed dependency, an abort or a timeout to the run', () => {
    const faults: unknown[] = [
      new TypeError("Cannot read properties of undefined (reading 'length')"),
      new RangeError('Invalid time value'),
      Object.assign(new RangeError('The "utf-16le" encoding is not supported'), { code: 'ERR_ENCODING_NOT_SUPPORTED' }),
      AbortSignal.abort().reason,
      new DOMException('The operation timed out.', 'TimeoutError'),
      new Error('Invalid Address: ANaN'),
      new TypeError("3:14: shaped like the XML parser's message, but a TypeError"),
      new FileProblem('The file is empty'),
      'a string',
      undefined,
    ];
    for (const fault of faults) expect(isUnreadableFile(fault)).toBe(false);
  });
});
