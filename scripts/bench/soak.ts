// `npm run soak`: SOAK_BUYERS simulated buyers (200) for SOAK_SECONDS (60) across two production
// gateway instances on one Redis, each buyer's requests alternating between the instances as a
// load balancer would spread them: sign in, search, product detail, favourite toggle. Prints
// totals and checks: no 5xx, no favourite lost (against the mock's own state), each gateway's
// RSS at the end within 20 % of its RSS after warm-up.
import { boundGoal, printGoals, type Goal } from './goals';
import { buildForProduction, runBench, type BenchResources, type Server } from './processes';
import { demoBuyer, postUpstream, signInAtUpstream, startGateway, startMock } from './stack';

const buyers = Number(process.env.SOAK_BUYERS ?? 200);
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const warmupSeconds = Math.min(15, seconds / 4);
const thinkMs = Number(process.env.SOAK_THINK_MS ?? 100);
const statuses = new Map<string, number>();
const failures: string[] = [];
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type BffResult = { status: string; data: Record<string, unknown> | null };

/** One simulated buyer: its own cookie, a SKU of its own whose favourite state it tracks. */
const buyer = async (gateways: Server[], skuId: string, until: number, startAfterMs: number) => {
  await sleep(startAfterMs);
  let cookie = '';
  let turn = 0;
  let favourite = false;
  let known = true; // false while the last toggle failed: the mock may or may not have applied it
  const call = async (name: string, body: unknown): Promise<BffResult> => {
    const gateway = gateways[turn++ % gateways.length]!;
    const res = await fetch(`${gateway.url}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': '1', cookie },
      body: JSON.stringify(body),
    }).catch((error: Error & { cause?: { code?: string } }) => {
      // A connection that broke is counted (and judged below), not a reason to stop the run.
      const code = error.cause?.code ?? error.message;
      count(`${name} ${code}`);
      if (failures.length < 5) failures.push(`${name} ${code} on ${gateway.name}`);
      return null;
    });
    if (!res) return { status: 'connection failed', data: null };
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
    if (set.length) cookie = set[set.length - 1]!; // sign-in rotates: the last id counts
    count(`${name} ${res.status}`);
    const answer = (await res.json()) as BffResult & { message?: string };
    if (res.status >= 500 && failures.length < 5)
      failures.push(`${name} ${res.status} ${answer.status} ${answer.message ?? ''}`);
    return answer;
  };
  // A refused sign-in (counted in the totals) is tried again, as a buyer would.
  while ((await call('auth/signin', demoBuyer)).status !== 'E000-000') {
    if (Date.now() > until) return { skuId, favourite, known };
    await sleep(1000);
  }
  const keywords = ['tea', 'washi', 'sake', 'knife', 'ceramic', 'towel'];
  while (Date.now() < until) {
    await call('items/list', { offset: 0, limit: 20, keyword: keywords[turn % keywords.length] });
    await call('items/detail', { items: skuId.slice(0, 6) });
    const toggled = await call('member/favorite/addDelete', { skuId });
    known = toggled.status === 'E000-000';
    if (known) favourite = Boolean(toggled.data?.added);
    await sleep(thinkMs * (0.5 + Math.random()));
  }
  return { skuId, favourite, known };
};

/** The mock's own view of the demo buyer's favourites, asked directly (not through a gateway). */
const favouritesAtMock = async (upstream: string) => {
  const { clientId, accessToken } = await signInAtUpstream(upstream);
  const held = new Set<string>();
  for (let offset = 0; ; offset += 100) {
    const page = await postUpstream<{ favorites: { skuId: string }[] }>(
      upstream,
      'member/favorite/list',
      { offset, limit: 100 },
      { 'x-client-id': clientId, 'x-access-token': accessToken },
    );
    for (const f of page.data.favorites) held.add(f.skuId);
    if (page.data.favorites.length < 100) return held;
  }
};

const main = async (resources: BenchResources) => {
  buildForProduction();
  const mock = await startMock(resources);
  const gateways: Server[] = [];
  for (const name of ['gateway A', 'gateway B'])
    gateways.push(
      await startGateway(resources, mock.url, {
        name,
        env: {
          LOG_LEVEL: 'warn',
          // Every simulated buyer signs in as the one demo account from one address.
          SIGNIN_UPSTREAM_LOCK_THRESHOLD: String(buyers * 10),
          SIGNIN_LIMIT_PER_ADDRESS: String(buyers * 10),
          // ... and so starts every buyer's session from that address.
          SESSION_CREATE_LIMIT_PER_ADDRESS: String(buyers * 10),
        },
      }),
    );
  // Buyer i owns the i-th SKU of the catalogue, so its final favourite state is known.
  const skus: string[] = [];
  for (let offset = 0; skus.length < buyers && offset < 1000; offset += 100) {
    const page = await fetch(`${gateways[0]!.url}/api/items/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': '1' },
      body: JSON.stringify({ offset, limit: 100 }),
    });
    const { items } = ((await page.json()) as { data: { items: { skus: { id: string }[] }[] } })
      .data;
    skus.push(...items.flatMap((item) => item.skus.map((s) => s.id)));
  }
  skus.splice(buyers);
  if (skus.length < buyers) throw new Error(`only ${skus.length} SKUs for ${buyers} buyers`);

  const until = Date.now() + seconds * 1000;
  console.log(`${buyers} buyers for ${seconds} s over ${gateways.length} gateways on one Redis…`);
  // Buyers arrive over the warm-up, not all in one millisecond.
  const rampMs = warmupSeconds * 1000 * 0.8;
  const running = Promise.all(
    skus.map((sku, i) => buyer(gateways, sku, until, (rampMs * i) / skus.length)),
  );
  await sleep(warmupSeconds * 1000);
  const warmRss = gateways.map((g) => g.rssMb());
  const outcomes = await running;
  const endRss = gateways.map((g) => g.rssMb());

  const atMock = await favouritesAtMock(`${mock.url}/api/v1`);
  // A buyer whose last toggle failed cannot know the outcome; every other one must match.
  const lost = outcomes.filter((o) => o.known && o.favourite !== atMock.has(o.skuId)).length;
  const unknown = outcomes.filter((o) => !o.known).length;
  const serverErrors = [...statuses]
    .filter(([k]) => / 5\d\d$/.test(k))
    .reduce((n, [, v]) => n + v, 0);
  const brokenConnections = [...statuses]
    .filter(([k]) => !/ \d{3}$/.test(k))
    .reduce((n, [, v]) => n + v, 0);
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  console.log(`\nTotals: ${total} requests (${(total / seconds).toFixed(0)} req/s)`);
  for (const [key, n] of [...statuses].sort()) console.log(`  ${key.padEnd(40)} ${n}`);
  if (failures.length) console.log(`  first 5xx answers:\n    ${failures.join('\n    ')}`);
  const goals: Goal[] = [
    boundGoal('5xx answers', serverErrors, 0, ''),
    boundGoal('broken connections', brokenConnections, 0, ''),
    ...gateways.map((g) =>
      boundGoal(`${g.name} exits during the run`, g.child.exitCode === null ? 0 : 1, 0, ''),
    ),
    boundGoal(
      `favourites lost (last successful answer ≠ mock state; ${unknown} buyers whose last toggle failed not judged)`,
      lost,
      0,
      '',
    ),
    ...gateways.map((g, i) =>
      boundGoal(
        `${g.name} RSS growth after warm-up (${warmRss[i]!.toFixed(0)} → ${endRss[i]!.toFixed(0)} MB)`,
        ((endRss[i]! - warmRss[i]!) / warmRss[i]!) * 100,
        20,
        '%',
      ),
    ),
  ];
  printGoals(goals);
};

void runBench('kk-soak', main);
