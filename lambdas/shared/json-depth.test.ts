import { nestsDeeperThan } from './json-depth';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects together, up to and over the limit', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
  });

  it('ignores brackets and escaped quotes inside strings', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{"\\"]]' }), 1)).toBe(false);
  });

  it('counts siblings at their own depth, not added up', () => {
    expect(nestsDeeperThan(JSON.stringify([[1], [2], [3], { a: 4 }]), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify([[1], [2], [3], { a: [4] }]), 2)).toBe(true);
  });

  it('answers for 10,000 levels without running out of stack', () => {
    expect(nestsDeeperThan(`${'['.repeat(10_000)}${']'.repeat(10_000)}`, 32)).toBe(true);
  });
});
