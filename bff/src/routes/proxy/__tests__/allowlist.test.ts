import fs from 'node:fs';
import path from 'node:path';
import { upstreamCatalogue } from '@kakehashi/contracts';
import { proxyAllowlist } from '../allowlist';

/** The reviewed list: a change to what the browser can reach must change this file too. */
const fixture = path.join(__dirname, 'exposed-names.json');
type Exposed = { name: string; access: string; cache: string };

const exposedNow = (): Exposed[] =>
  [...proxyAllowlist.entries()]
    .map(([name, entry]) => ({ name, access: entry.access, cache: entry.cache }))
    .sort((a, b) => a.name.localeCompare(b.name));

describe('the proxy allowlist', () => {
  it('exposes exactly the reviewed upstream names with their access and cache policy', () => {
    // To widen or narrow it on purpose: UPDATE_ALLOWLIST=1 npx jest allowlist, then review the diff.
    if (process.env.UPDATE_ALLOWLIST === '1')
      fs.writeFileSync(fixture, `${JSON.stringify(exposedNow(), null, 2)}\n`);
    const reviewed = JSON.parse(fs.readFileSync(fixture, 'utf8')) as Exposed[];
    expect(exposedNow()).toEqual(reviewed);
  });

  it('leaves an upstream name unreachable until someone lists it', () => {
    const unlisted = Object.keys(upstreamCatalogue).filter(
      (name) => !proxyAllowlist.has(name as never),
    );
    expect(unlisted).toEqual(
      expect.arrayContaining(['original/account/id', 'account/signin', 'account/refresh']),
    );
    for (const name of unlisted) expect(proxyAllowlist.get(name as never)).toBeUndefined();
  });

  it('never shares a member-only answer between buyers', () => {
    const sharedMember = exposedNow().filter((e) => e.cache === 'shared' && e.access === 'member');
    expect(sharedMember).toEqual([]);
  });
});
