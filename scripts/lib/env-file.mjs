// Loads `.env` (docs/integrators.md#configuration) into process.env with Node's own parser
// (process.loadEnvFile, Node >= 20.12). The real environment wins: loadEnvFile never replaces a
// variable that is already set. No file is fine. Node's parser silently drops lines it cannot
// read (a missing `=`, an unclosed quote), which would leave a setting quietly unapplied, so the
// file is checked first and a malformed one stops the boot naming the line.
import fs from 'node:fs';
import path from 'node:path';

const assignment = /^\s*(?:export\s+)?[A-Za-z_][A-Za-z0-9_.-]*\s*=(.*)$/;

/** The first malformed line of a .env text as `line N: why`, or undefined when it is well-formed. */
export const envFileProblem = (text) => {
  const lines = text.split(/\r?\n/);
  let openQuote;
  let openedAt = 0;
  for (const [index, line] of lines.entries()) {
    if (openQuote) {
      if (line.includes(openQuote)) openQuote = undefined;
      continue;
    }
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const match = assignment.exec(line);
    if (!match) return `line ${index + 1}: expected NAME=value, got "${trimmed.slice(0, 40)}"`;
    const value = match[1].trim();
    const quote = value[0];
    // A quoted value may span lines (double quotes, as Node reads them); it must close somewhere.
    if ((quote === '"' || quote === "'" || quote === '`') && !value.slice(1).includes(quote)) {
      openQuote = quote;
      openedAt = index + 1;
    }
  }
  return openQuote ? `line ${openedAt}: the quote ${openQuote} is never closed` : undefined;
};

/**
 * Reads `<dir>/.env` into process.env (variables already set win). Returns the file read, or
 * undefined when there is none; throws an Error naming the file and line when it is malformed.
 */
export const loadEnvFile = (dir = process.cwd()) => {
  const file = path.join(dir, '.env');
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw new Error(`${file} cannot be read: ${error.message}`);
  }
  const problem = envFileProblem(text);
  if (problem) throw new Error(`${file} is malformed, ${problem} (see .env.example)`);
  process.loadEnvFile(file);
  return file;
};

/** loadEnvFile for a command's entry point: a malformed file ends the process with its message. */
export const loadEnvFileOrExit = (dir = process.cwd()) => {
  try {
    return loadEnvFile(dir);
  } catch (error) {
    console.error(`!! ${error.message}`);
    process.exit(1);
  }
};
