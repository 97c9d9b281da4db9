import { BYTES_PER_KB, BYTES_PER_MB, formatCount, formatSize } from './quantities';

describe('formatSize', () => {
  it.each([
    [10 * BYTES_PER_MB, '10 MB'],
    [200 * BYTES_PER_MB, '200 MB'],
    [23.5 * BYTES_PER_MB, '23.5 MB'],
    [1500 * BYTES_PER_MB, '1,500 MB'],
    [512 * BYTES_PER_KB, '512 KB'],
    [900, '900 bytes'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});

describe('formatCount', () => {
  it('separates thousands and names what is counted', () => {
    expect(formatCount(100_000, 'rows')).toBe('100,000 rows');
    expect(formatCount(1000, 'characters')).toBe('1,000 characters');
    expect(formatCount(200, 'parts')).toBe('200 parts');
  });
});
