// The load generator in a process of its own: autocannon's CLI, its JSON summary parsed here.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { cpuMs } from './cpu';
import { repoRoot } from './processes';

export type LoadCase = {
  title: string;
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
  headers: Record<string, string>;
  /** The server's pid: its CPU over the measured window is charged to the answers (cpu.ts). */
  pid?: number;
};
export type LoadResult = {
  title: string;
  rps: number;
  /** Answers in the measured window. */
  requests: number;
  /** CPU milliseconds of the server (and its workers) per answer, when its pid was given. */
  cpuMsPerRequest?: number;
  p50: number;
  p975: number;
  p99: number;
  /** Answers other than 2xx, connection errors and timeouts, by status ("error", "timeout"). */
  failures: Record<string, number>;
};

const cli = path.join(repoRoot, 'node_modules/autocannon/autocannon.js');

export const drive = (c: LoadCase, seconds: number, connections: number) =>
  new Promise<LoadResult>((resolve, reject) => {
    const headers = { ...c.headers, ...(c.body ? { 'content-type': 'application/json' } : {}) };
    const args = [
      cli,
      '-j',
      '-n',
      '-c',
      String(connections),
      '-d',
      String(seconds),
      '-m',
      c.method,
    ];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
    if (c.body !== undefined) args.push('-b', JSON.stringify(c.body));
    args.push(c.url);
    const cpuBefore = c.pid ? cpuMs(c.pid) : 0;
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => {
      const cpuUsed = c.pid ? cpuMs(c.pid) - cpuBefore : 0;
      if (code !== 0) return reject(new Error(`${c.title}: autocannon exited ${code}\n${err}`));
      const r = JSON.parse(out) as {
        requests: { average: number; total: number };
        latency: { p50: number; p97_5: number; p99: number };
        non2xx: number;
        errors: number;
        timeouts: number;
        statusCodeStats?: Record<string, { count: number }>;
      };
      const failures: Record<string, number> = {};
      for (const [status, { count }] of Object.entries(r.statusCodeStats ?? {}))
        if (!status.startsWith('2')) failures[status] = count;
      if (r.errors) failures.error = r.errors;
      if (r.timeouts) failures.timeout = r.timeouts;
      resolve({
        failures,
        title: c.title,
        rps: r.requests.average,
        requests: r.requests.total,
        cpuMsPerRequest: c.pid && r.requests.total ? cpuUsed / r.requests.total : undefined,
        p50: r.latency.p50,
        p975: r.latency.p97_5,
        p99: r.latency.p99,
      });
    });
  });

/** A benchmark of refusals would measure nothing: each case must answer 200 (and E000-000) first. */
export const assertAnswers = async (c: LoadCase) => {
  const res = await fetch(c.url, {
    method: c.method,
    headers: { ...c.headers, ...(c.body ? { 'content-type': 'application/json' } : {}) },
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${c.title}: HTTP ${res.status} ${text.slice(0, 200)}`);
  if (text.startsWith('{') && (JSON.parse(text) as { status?: string }).status !== 'E000-000')
    throw new Error(`${c.title}: answered ${text.slice(0, 200)}`);
  return {
    text,
    contentType: res.headers.get('content-type') ?? '',
    etag: res.headers.get('etag') ?? undefined,
  };
};
