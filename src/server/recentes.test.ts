import { describe, expect, it } from 'vitest';
import { Recentes } from './recentes';

describe('Recentes', () => {
  it('keeps at most max entries, forgetting the least recently used first', () => {
    const r = new Recentes<string, number>(2);
    r.set('a', 1);
    r.set('b', 2);
    expect(r.get('a')).toBe(1); // a is now more recent than b
    r.set('c', 3);
    expect(r.get('b')).toBeUndefined();
    expect(r.get('a')).toBe(1);
    expect(r.get('c')).toBe(3);
  });

  it('a write replaces the value and makes it the most recent; delete and clear forget', () => {
    const r = new Recentes<string, number>(2);
    expect(r.set('a', 1)).toBe(1);
    r.set('b', 2);
    r.set('a', 10);
    r.set('c', 3);
    expect(r.get('b')).toBeUndefined();
    expect(r.get('a')).toBe(10);
    r.delete('a');
    expect(r.get('a')).toBeUndefined();
    r.clear();
    expect(r.get('c')).toBeUndefined();
  });
});
