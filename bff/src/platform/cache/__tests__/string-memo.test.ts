import { stringMemo } from '../string-memo';

// docs/security.md#cache-bounds: a memo whose keys a request chooses is bounded in bytes.

describe('a string memo', () => {
  it('stays within its bytes however long the keys, forgetting the least recently asked', () => {
    const memo = stringMemo(100_000);
    memo.set('hot', 'kept');
    for (let i = 0; i < 1000; i++) {
      memo.set(`${i}:${'x'.repeat(1000)}`, `key-${i}`);
      memo.get('hot'); // asked on every turn, as a hot read's body is
    }
    expect(memo.calculatedSize).toBeLessThanOrEqual(100_000);
    // A 1,000-character key costs at least its 2,000 bytes: fewer than 50 fit.
    expect(memo.size).toBeLessThan(50);
    expect(memo.get('hot')).toBe('kept');
    expect(memo.get(`999:${'x'.repeat(1000)}`)).toBe('key-999');
    expect(memo.get(`0:${'x'.repeat(1000)}`)).toBeUndefined();
  });
});
