import { listCounter } from './list-counter';

describe('listCounter', () => {
  it('counts the loaded rows, marks more to load, and shows how many a filter leaves', () => {
    expect(listCounter(12, 12, false)).toBe('(12)');
    expect(listCounter(100, 100, true)).toBe('(100+)');
    expect(listCounter(3, 12, false)).toBe('(3/12)');
    expect(listCounter(0, 100, true)).toBe('(0/100+)');
  });
});
