import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// docs/integrators.md#configuration: `.env` of the working directory is read by every command
// (npm start, the BFF, the mock, record, replay, conformance); the real environment wins.
const root = path.resolve(__dirname, '../../..');
const tsx = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;

/** The mock server as `npm run mock` starts it, from a directory holding the given `.env`. */
const bootMock = (dotEnv: string, env: Record<string, string> = {}) => {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'env-file-'));
  writeFileSync(path.join(cwd, '.env'), dotEnv);
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('MOCK_')),
  );
  const child = spawn(process.execPath, ['--import', tsx, path.join(root, 'mocks/src/server.ts')], {
    cwd,
    env: { ...clean, ...env },
  });
  let output = '';
  return new Promise<{ output: string; status: number | null }>((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      // Booted: its first line says where it listens; that line is all this test reads.
      if (/mock commerce upstream on/.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (status) => resolve({ output, status }));
  });
};

describe('.env loading', () => {
  it('applies the file of the working directory, and a variable of the real environment wins', async () => {
    const { output } = await bootMock(
      '# settings\nMOCK_PORT=0\nMOCK_BASE_PATH=/from-dot-env\nMOCK_AUTH_MODE=password\n',
      { MOCK_AUTH_MODE: 'email_two_factor_authentication' },
    );
    expect(output).toMatch(
      /mock commerce upstream on http:\/\/127\.0\.0\.1:\d+\/from-dot-env \(auth: email_two_factor_authentication\)/,
    );
  });

  it('stops the boot naming the file and the line of a malformed .env', async () => {
    const { output, status } = await bootMock('MOCK_PORT=0\nDEFAULT_LANGUAGE jp\n');
    expect(status).toBe(1);
    expect(output).toMatch(
      /\.env is malformed, line 2: expected NAME=value, got "DEFAULT_LANGUAGE jp"/,
    );
  });

  it('reads what Node reads (comments, export, quoted and multi-line values), refuses an unclosed quote', async () => {
    const fine = await bootMock('# c\n\nexport MOCK_PORT=0\nB="x # y"\nC="one\ntwo"\nD=\n');
    expect(fine.output).toMatch(/mock commerce upstream on/);
    const open = await bootMock('MOCK_PORT=0\nA="never closed\nB=2\n');
    expect(open.status).toBe(1);
    expect(open.output).toMatch(/line 2: the quote " is never closed/);
  });
});
