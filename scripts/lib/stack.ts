// Starts the real stack for end-to-end tests and benchmarks: the mock upstream and the BFF as
// separate processes (exactly what `npm start` runs), each on its own ephemeral port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

/** The demo buyer of the mock seed (docs/interfaces.md#demo-buyer). */
export const demoBuyer = { email: 'buyer@example.com', password: 'Kakehashi-2026' };

export type Stack = { baseUrl: string; mockUrl: string; stop: () => Promise<void> };
export type StackOptions = {
  authMode?: 'password' | 'email_two_factor_authentication';
  env?: Record<string, string>;
  /** An upstream already running (a replay or a recording proxy): no mock is started then. */
  upstreamUrl?: string;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const waitFor = async (url: string, child: ChildProcess, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: its process exited with ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};

const startProcess = (file: string, env: Record<string, string>, log: string[]) => {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => log.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
};

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });

/**
 * Builds the web app once when it is missing (npm test builds it before the e2e project runs).
 * A stack given its own WEB_DIST_DIR (a build elsewhere) is not built for.
 */
const ensureWebBuilt = (distDir = 'web/dist') => {
  if (fs.existsSync(path.resolve(repoRoot, distDir, 'index.html'))) return;
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('web build failed');
};

export const startStack = async (options: StackOptions = {}): Promise<Stack> => {
  ensureWebBuilt(options.env?.WEB_DIST_DIR ?? process.env.WEB_DIST_DIR);
  const [mockPort, port] = [await freePort(), await freePort()];
  const log: string[] = [];
  const children: ChildProcess[] = [];
  const mockUrl = options.upstreamUrl ?? `http://127.0.0.1:${mockPort}`;
  try {
    if (!options.upstreamUrl) {
      const mock = startProcess(
        'mocks/src/server.ts',
        {
          MOCK_PORT: String(mockPort),
          MOCK_AUTH_MODE: options.authMode ?? 'password',
          // Mail links point at this stack's BFF, as a buyer's mail client would open them.
          MOCK_SITE_URL: `http://127.0.0.1:${port}`,
        },
        log,
      );
      children.push(mock);
      await waitFor(`${mockUrl}/__mock/outbox?to=nobody@example.com`, mock);
    }
    const bff = startProcess(
      'bff/src/start.ts',
      {
        PORT: String(port),
        // The browser opens this stack at 127.0.0.1: the card issuer must return it there.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        UPSTREAM_URL: mockUrl,
        // With REDIS_URL exported, stacks must not read each other's sessions or cached site
        // settings (a password-mode stack's settings broke a two-factor stack): a prefix each.
        REDIS_KEY_PREFIX: `kk-e2e:${randomUUID()}:`,
        // Each stack its own empty trade desk (docs/architecture.md#database), never the
        // project's .data/pglite.
        PGLITE_DATA_DIR: 'memory',
        ...options.env,
      },
      log,
    );
    children.push(bff);
    await waitFor(`http://127.0.0.1:${port}/healthz`, bff);
  } catch (error) {
    await Promise.all(children.map(stopProcess));
    throw new Error(`${(error as Error).message}\n--- stack output ---\n${log.join('')}`);
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    mockUrl,
    stop: async () => {
      await Promise.all(children.reverse().map(stopProcess));
    },
  };
};
