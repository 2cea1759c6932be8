import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Fixture } from './fixture';

export const fixturesDir = path.resolve(__dirname, '../../fixtures');

/** A fixture by name (mocks/fixtures/NAME.json) or by file path. */
export const fixtureFile = (nameOrFile: string): string =>
  existsSync(nameOrFile) ? path.resolve(nameOrFile) : path.join(fixturesDir, `${nameOrFile}.json`);

export const readFixture = (nameOrFile: string): Fixture =>
  JSON.parse(readFileSync(fixtureFile(nameOrFile), 'utf8')) as Fixture;
