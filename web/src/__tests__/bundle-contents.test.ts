import fs from 'node:fs';
import path from 'node:path';
import { upstreamCatalogue, upstreamHeaders } from '@kakehashi/contracts';

/**
 * The browser gets only what it needs (docs/architecture.md#contracts): the built app must not
 * carry the upstream catalogue, its paths or the upstream header names. Reads `web/dist`, which
 * `npm test` builds before the unit tests.
 */
const assets = path.resolve(__dirname, '../../dist/assets');
const built = fs.existsSync(assets);
if (!built) {
  const say = `web/dist is missing: run \`npm run build\` first (the bundle check needs it)`;
  if (process.env.CI === 'true') throw new Error(say);
  console.warn(`\n!!! SKIPPED: ${say}\n`);
}

(built ? describe : describe.skip)('the built web app', () => {
  const bundle = () =>
    fs
      .readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');

  it('holds no upstream-only path of the catalogue', () => {
    const text = bundle();
    const upstreamOnly = ['original/account/id', 'account/refresh', 'member/information/add'];
    for (const name of upstreamOnly) expect(name in upstreamCatalogue).toBe(true);
    expect(upstreamOnly.filter((name) => text.includes(name))).toEqual([]);
  });

  it('holds none of the upstream credential header names', () => {
    const text = bundle().toLowerCase();
    const leaked = Object.values(upstreamHeaders).filter((h) => text.includes(h.toLowerCase()));
    expect(leaked).toEqual([]);
  });
});
