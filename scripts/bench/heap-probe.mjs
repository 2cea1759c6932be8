// Preloaded (`node --expose-gc --import ./scripts/bench/heap-probe.mjs`) into a gateway whose
// memory the bench measures: on SIGUSR2 it collects garbage and writes process.memoryUsage() to
// BENCH_HEAP_FILE, so heap growth is read after a full collection rather than whenever V8 last
// ran one (RSS alone moved by ±7 KB per session between two runs of 1,000 sign-ins).
import fs from 'node:fs';

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  fs.writeFileSync(process.env.BENCH_HEAP_FILE ?? '', JSON.stringify(process.memoryUsage()));
});
