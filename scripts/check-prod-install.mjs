#!/usr/bin/env node
// `npm run check:prod-install` (docs/integrators.md#docker): what the Dockerfile's last stage does,
// checked on this machine without a Docker engine. Copies the built bundles and the package files
// (nothing else) to a temporary directory, runs the production install there
// (`npm ci --omit=dev --ignore-scripts`), starts the mock upstream and the BFF from it and asks
// `/healthz` and `/readyz`. It proves the bundles need no dev dependency and no source file.
// Minutes, not seconds (a real install): kept out of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServers, isStale, serverBundles } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
/** The files the Dockerfile's runtime stage copies: package files, then the built output. */
const shipped = [
  'package.json',
  'package-lock.json',
  ...workspaces.map((w) => `${w}/package.json`),
  'bff/dist',
  'mocks/dist',
  'web/dist',
];

const fail = (message) => {
  console.error(`check:prod-install: FAILED — ${message}`);
  process.exitCode = 1;
};
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
/** Resolves once the process printed `text` (its own readiness line), rejects if it exits. */
const started = (child, text, name) =>
  new Promise((resolve, reject) => {
    let output = '';
    const seen = (chunk) => {
      output += chunk;
      if (output.includes(text)) resolve();
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.on('exit', (code) => reject(new Error(`${name} exited (${code}):\n${output}`)));
  });

const stale = serverBundles.filter(isStale);
if (stale.length) await buildServers(stale);
if (!fs.existsSync(path.join(root, 'web/dist/index.html'))) {
  console.error('check:prod-install: web/dist is missing — run `npm run build` first');
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kk-prod-install-'));
const children = [];
try {
  for (const item of shipped)
    fs.cpSync(path.join(root, item), path.join(dir, item), { recursive: true });
  console.log(`check:prod-install: npm ci --omit=dev in ${dir}`);
  const install = spawnSync(
    'npm',
    ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: dir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (install.status !== 0) throw new Error(`npm ci --omit=dev exited ${install.status}`);
  for (const dev of ['jest', 'esbuild', 'tsx', 'vite', 'eslint', '@swc/core'])
    if (fs.existsSync(path.join(dir, 'node_modules', dev)))
      throw new Error(`dev dependency ${dev} was installed by --omit=dev`);

  const [mockPort, bffPort] = await Promise.all([freePort(), freePort()]);
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    MOCK_PORT: String(mockPort),
    PORT: String(bffPort),
    HOST: '127.0.0.1',
    UPSTREAM_URL: `http://127.0.0.1:${mockPort}`,
    SESSION_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
  };
  const run = (script, text, name) => {
    const child = spawn(process.execPath, [script], { cwd: dir, env, stdio: 'pipe' });
    children.push(child);
    return started(child, text, name);
  };
  await run('mocks/dist/server.js', String(mockPort), 'mock');
  await run('bff/dist/server.js', 'BFF listening', 'BFF');
  for (const probe of ['/healthz', '/readyz']) {
    const res = await fetch(`http://127.0.0.1:${bffPort}${probe}`);
    if (res.status !== 200) throw new Error(`${probe} answered ${res.status}: ${await res.text()}`);
    console.log(`check:prod-install: ${probe} 200 ${await res.text()}`);
  }
  const page = await fetch(`http://127.0.0.1:${bffPort}/`);
  if (page.status !== 200) throw new Error(`/ answered ${page.status}`);
  console.log('check:prod-install: ok — the production install runs the BFF and the mock');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
  );
  fs.rmSync(dir, { recursive: true, force: true });
}
