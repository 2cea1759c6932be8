#!/usr/bin/env node
// `npm start`: build the web app and the server bundles when their sources changed, start the
// mock upstream unless UPSTREAM_URL points elsewhere, then the BFF as production runs it:
// compiled JavaScript (bff/dist/server.js), NODE_ENV=production unless set otherwise.
// Ctrl-C (or SIGTERM) stops both cleanly.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServers, isStale, serverBundles } from './build-server.mjs';
import { gatewayNodeFlags } from './lib/gateway-node-flags.mjs';
import { loadEnvFileOrExit } from './lib/env-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `.env` of the repository root (the real environment wins); the children inherit what it sets.
loadEnvFileOrExit(root);
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const port = Number(process.env.PORT ?? 3000);

const newestMtime = (dir) => {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__tests__')
      continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
};

const buildWebIfStale = () => {
  // A WEB_DIST_DIR of its own is a build made elsewhere: served as it is, never rebuilt into
  // web/dist behind the operator's back (README, Commands).
  const served = path.resolve(root, process.env.WEB_DIST_DIR || 'web/dist');
  if (served !== path.join(root, 'web/dist')) return;
  const built = path.join(root, 'web/dist/index.html');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(path.join(root, 'web')),
    newestMtime(path.join(root, 'contracts/src')),
  );
  if (builtAt >= sources) return;
  if (!fs.existsSync(path.join(root, 'node_modules/vite'))) {
    const missing = builtAt === 0 ? 'is not built' : 'is older than its sources';
    console.error(
      `The web app ${missing} and vite is not installed (a production install?): ` +
        'run `npm run build` where dev dependencies are installed.',
    );
    if (builtAt === 0) process.exit(1);
    return;
  }
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** Stale bundles are rebuilt; without esbuild (production install) a stale one is said loudly. */
const buildServersIfStale = async () => {
  const stale = serverBundles.filter(isStale);
  if (stale.length === 0) return;
  console.log(`Building ${stale.map((b) => b.outfile).join(', ')}…`);
  try {
    await buildServers(stale);
  } catch (error) {
    const missing = stale.filter((b) => !fs.existsSync(path.join(root, b.outfile)));
    console.error(`\n!! ${error.message}`);
    if (missing.length) process.exit(1);
    console.error(
      `!! Running the existing, STALE bundles: ${stale.map((b) => b.outfile).join(', ')}\n`,
    );
  }
};

// The BFF always runs as production runs it. Secure cookies (and the HTTPS-only headers that
// come with them) stay as before: on when you set NODE_ENV=production or COOKIE_SECURE=true,
// off for the plain-http local demo.
const cookieSecure =
  process.env.COOKIE_SECURE ?? (process.env.NODE_ENV === 'production' ? undefined : 'false');

const children = [];
const run = (name, file, env, nodeFlags = []) => {
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeFlags, file], {
    cwd: root,
    env: { NODE_ENV: 'production', ...process.env, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
};

const waitFor = async (url, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 10_000);
  force.unref();
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
  ).then(() => process.exit(code));
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

buildWebIfStale();
await buildServersIfStale();
let upstream = process.env.UPSTREAM_URL;
if (!upstream) {
  run('mock upstream', 'mocks/dist/server.js', {
    MOCK_PORT: String(mockPort),
    // Links in the mock's mails point at the storefront: PUBLIC_URL, else the one served here.
    MOCK_SITE_URL:
      process.env.MOCK_SITE_URL ?? process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  });
  upstream = `http://127.0.0.1:${mockPort}`;
  await waitFor(`${upstream}/__mock/outbox?to=nobody@example.com`);
}
run(
  'BFF',
  'bff/dist/server.js',
  {
    UPSTREAM_URL: upstream,
    PORT: String(port),
    ...(cookieSecure === undefined ? {} : { COOKIE_SECURE: cookieSecure }),
  },
  gatewayNodeFlags,
);
await waitFor(`http://127.0.0.1:${port}/healthz`);
console.log(`\nKakehashi is running at http://localhost:${port}  (upstream ${upstream})`);
if (!process.env.UPSTREAM_URL) console.log('Demo buyer: buyer@example.com / Kakehashi-2026');
console.log('Press Ctrl-C to stop.\n');
