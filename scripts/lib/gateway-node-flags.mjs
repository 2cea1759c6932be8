// The node flags the gateway runs with wherever this repository starts it: `npm start`
// (scripts/start.mjs) and the benches (scripts/bench/stack.ts). The image's CMD repeats them
// (Dockerfile; bff/src/__tests__/supported-node.test.ts holds the two together). A cluster's
// workers inherit them. Why each: docs/architecture.md#production-and-performance.
//
// --max-semi-space-size=32: V8's young generation of 2 × 32 MB instead of 2 × 16 MB. Under load
// a request's objects (a parsed 50 KB answer among them) live as long as its upstream exchange;
// with the default nursery many outlive it and are copied into the old generation dead. It took
// a quarter off the CPU of a cached read and 5–15 % off a proxied call. Node 20's V8 sizes a
// semi-space in powers of two: the 24 this said before gave 32 MB as well (64 MB in all, read
// with v8.getHeapSpaceStatistics; supported-node.test.ts holds it). V8 reads the size only at
// start, so it cannot be set from inside the process.
export const gatewayNodeFlags = ['--max-semi-space-size=32'];
