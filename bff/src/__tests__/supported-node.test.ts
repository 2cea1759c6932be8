import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * docs/integrators.md#supported-node-versions: Node 20.19+, 22.13+ and 24 are supported, and the
 * image (Dockerfile, compose.yaml) is the production install `npm run check:prod-install` runs.
 * Cheap file checks only; the install itself is minutes, so it is not part of `npm test`.
 */
const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
// npm's own range semantics (semver is in the dev tree through babel; no typings needed).
const { satisfies } = createRequire(__filename)('semver') as {
  satisfies: (version: string, range: string) => boolean;
};
const supported = ['20.19.0', '22.13.0', '24.0.0'];

type Lock = {
  packages: Record<string, { dev?: boolean; version?: string; engines?: { node?: string } }>;
};

describe('supported Node versions', () => {
  const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };

  it('engines names 20.19+, 22.13+ and 24, and refuses older lines', () => {
    for (const version of supported)
      expect([version, satisfies(version, pkg.engines.node)]).toEqual([version, true]);
    for (const version of ['18.20.0', '20.18.0', '21.7.0', '23.0.0'])
      expect([version, satisfies(version, pkg.engines.node)]).toEqual([version, false]);
    expect(satisfies(process.versions.node, pkg.engines.node)).toBe(true);
  });

  it('every runtime package of the lock file runs on each supported version', () => {
    const lock = JSON.parse(read('package-lock.json')) as Lock;
    const refused = Object.entries(lock.packages)
      .filter(([name, entry]) => name && !entry.dev && entry.engines?.node)
      .flatMap(([name, entry]) =>
        supported
          .filter((version) => !satisfies(version, entry.engines!.node!))
          .map(
            (version) => `${name}@${entry.version} needs ${entry.engines!.node} (not ${version})`,
          ),
      );
    expect(refused).toEqual([]);
  });
});

/**
 * The gateway's node flags, as npm start, the image and the benches give them (read by node
 * itself: jest does not load .mjs).
 */
const readGatewayNodeFlags = () =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { gatewayNodeFlags } from './scripts/lib/gateway-node-flags.mjs'; console.log(JSON.stringify(gatewayNodeFlags));",
      ],
      { cwd: root, encoding: 'utf8' },
    ),
  ) as string[];

describe("the gateway's node flags", () => {
  // docs/architecture.md#production-and-performance: V8 sizes a semi-space in powers of two, so a
  // size it rounds up (24 gave 32) would say one young generation and run another.
  it('ask for a young generation V8 gives as asked', () => {
    const flag = readGatewayNodeFlags().find((f) => f.startsWith('--max-semi-space-size='));
    const asked = Number(flag!.split('=')[1]);
    // Allocates until the young generation has grown to its most, then reads its size.
    const grown = execFileSync(
      process.execPath,
      [
        flag!,
        '-e',
        "let a = []; for (let i = 0; i < 3e6; i++) { a.push({ i }); if (a.length > 2e5) a = []; } const s = require('v8').getHeapSpaceStatistics().find((x) => x.space_name === 'new_space'); console.log(s.space_size);",
      ],
      { encoding: 'utf8' },
    );
    expect(Number(grown) / 2 ** 20).toBe(2 * asked);
  });
});

describe('the container files', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? '';
  const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;

  it('builds in one stage and runs a production install as a non-root user in the last', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]).toMatch(/RUN npm ci\b/);
    expect(stages[0]).toMatch(/RUN npm run build\b/);
    expect(runtime).toMatch(/RUN npm ci --omit=dev --ignore-scripts/);
    expect(runtime).toMatch(/^USER (?!root|0\b)\w+/m);
    expect(runtime).toMatch(/^HEALTHCHECK [^]*\/healthz/m);
    expect(runtime).toMatch(/^EXPOSE 3000$/m);
    const gatewayNodeFlags = readGatewayNodeFlags();
    expect(gatewayNodeFlags).toContain('--max-semi-space-size=32');
    const command = ['node', ...gatewayNodeFlags, 'bff/dist/server.js'];
    expect(runtime.split('\n')).toContain(`CMD [${command.map((a) => `"${a}"`).join(', ')}]`);
    for (const dir of ['bff/dist', 'mocks/dist', 'web/dist'])
      expect(runtime).toContain(`COPY --from=build /app/${dir} ${dir}`);
  });

  it('copies every workspace package file before each install (npm ci needs them all)', () => {
    for (const stage of stages.slice(0, 2))
      for (const ws of workspaces) expect(stage).toContain(`COPY ${ws}/package.json ${ws}/`);
  });

  it('compose runs the BFF with Redis and requires SESSION_ENCRYPTION_KEY from the environment', () => {
    const compose = read('compose.yaml');
    expect(compose).toMatch(/SESSION_ENCRYPTION_KEY: \$\{SESSION_ENCRYPTION_KEY:\?/);
    expect(compose).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
    expect(compose).toMatch(/^ {2}redis:\n {4}image: redis:/m);
  });
});
