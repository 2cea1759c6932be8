import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Exchange, Fixture } from './fixture';
import { createScrubber } from './scrub';

/** The journal beside a fixture: `checkout-bug.json` → `checkout-bug.recording.jsonl`. */
export const journalFile = (fixtureFile: string): string =>
  `${fixtureFile.replace(/\.json$/, '')}.recording.jsonl`;

/**
 * docs/qa.md#record: every exchange is appended to a JSON Lines journal the moment it is
 * answered, so a session survives however the recorder ends (Ctrl-C through npm and tsx sends
 * SIGINT more than once; a kill, a closed terminal). Each line is already scrubbed — nothing
 * personal reaches the disk — with one scrubber for the whole session, so a token learned at
 * sign-in is replaced in every later line. The final tidy (`tidyJournal`) scrubs the whole list
 * once more, which also catches a value recognised only later in the session.
 */
export const openJournal = (file: string) => {
  const scrub = createScrubber();
  writeFileSync(file, '');
  return {
    file,
    append: (exchange: Exchange): void =>
      appendFileSync(file, `${JSON.stringify(scrub(exchange))}\n`),
  };
};

/** The exchanges of a journal; a last line cut off by a hard kill is left out. */
export const readJournal = (file: string): Exchange[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line) => {
          if (!line.trim()) return [];
          try {
            return [JSON.parse(line) as Exchange];
          } catch {
            return [];
          }
        })
    : [];

/** A journal as a fixture, scrubbed as a whole (stable placeholders across the session). */
export const tidyJournal = (file: string, name: string): Fixture => ({
  name,
  recordedAt: new Date().toISOString(),
  exchanges: createScrubber()(readJournal(file)),
});

export const removeJournal = (file: string): void => rmSync(file, { force: true });
