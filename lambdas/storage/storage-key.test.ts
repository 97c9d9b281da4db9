import type { Caller } from '../shared/caller';
import { BadRequestError, ForbiddenError } from '../shared/errors';
import { attachmentDisposition, listingPrefix, objectKey, uploadKey } from './storage-key';

const caller = {
  requireIntermediary(tpiid: number) {
    if (tpiid !== 101) throw new ForbiddenError();
  },
} as Caller;

describe('storage keys', () => {
  it('accepts keys and sub-folders under a held folder', () => {
    expect(objectKey(caller, '101/a.csv')).toBe('101/a.csv');
    expect(objectKey(caller, '101/2026/03/a%20b.csv')).toBe('101/2026/03/a b.csv');
  });

  it.each(['101', '101/', '/101/a', '101/./a', '101/a/../../102/b', 'abc/a', '101/a\u0000b', '101\\a'])('refuses %j', (key) => {
    expect(() => objectKey(caller, encodeURI(key))).toThrow(ForbiddenError);
  });

  it('refuses a badly encoded key with 400', () => {
    expect(() => objectKey(caller, '101/%E0%A4%A')).toThrow(BadRequestError);
  });

  it('cleans only the file name of an upload and refuses a name that cleans to nothing', () => {
    expect(uploadKey('101/(x)/Report [final]!.xlsx')).toBe('101/(x)/Report final.xlsx');
    expect(() => uploadKey('101/()!')).toThrow(BadRequestError);
  });

  it('accepts listing prefixes that stay inside a held folder', () => {
    expect(listingPrefix(caller, '101/')).toBe('101/');
    expect(listingPrefix(caller, '101/2026/')).toBe('101/2026/');
    expect(listingPrefix(caller, '101/Contract')).toBe('101/Contract');
    expect(() => listingPrefix(caller, '101')).toThrow(ForbiddenError);
    expect(() => listingPrefix(caller, '1010/')).toThrow(ForbiddenError);
  });

  it('names the download safely in both Content-Disposition forms', () => {
    expect(attachmentDisposition('101/Café "menu".pdf')).toBe(`attachment; filename="Caf_ _menu_.pdf"; filename*=UTF-8''Caf%C3%A9%20%22menu%22.pdf`);
  });
});
