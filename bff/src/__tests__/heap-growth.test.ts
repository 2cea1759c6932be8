import { spawnSync } from 'node:child_process';
import { heapGrowingPercent, keepHeapNearLive } from '../platform/process/heap-growth';

describe('the heap kept near what is live', () => {
  it('leaves a growth chosen on the command line alone', () => {
    expect(keepHeapNearLive(['--heap-growing-percent=80'])).toBe(false);
    expect(keepHeapNearLive(['--heap_growing_percent', '80'])).toBe(false);
  });

  it('sets its own growth otherwise, which V8 then applies to the old space', () => {
    expect(keepHeapNearLive([])).toBe(true);
    // In a process of its own: garbage that outlives the young generation, as a request's
    // objects under load do; with the growth set, the old space is collected long before the
    // default lets it reach this size.
    const oldSpaceAfterChurn = (setFlag: boolean) => {
      const script = `
        const v8 = require('node:v8');
        if (${setFlag}) v8.setFlagsFromString('--heap-growing-percent=${heapGrowingPercent}');
        const live = []; let peak = 0;
        for (let i = 0; i < 3000; i++) {
          live.push(Array.from({ length: 1000 }, (_, j) => ({ i, j, s: 'x' + j })));
          if (live.length > 300) live.shift();
          const old = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space');
          peak = Math.max(peak, old.space_size);
        }
        console.log(peak);`;
      const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
      return Number(run.stdout.trim());
    };
    expect(oldSpaceAfterChurn(true)).toBeLessThan(oldSpaceAfterChurn(false));
  });
});
