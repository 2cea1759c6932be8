import { createAnswerRecall, isRecalled } from '../answer-recall';
import type { UpstreamOutcome } from '../upstream-http';

const answerBytes = (data: unknown) => Buffer.from(JSON.stringify({ status: 'E000-000', data }));
const parsed = (bytes: Buffer): UpstreamOutcome => {
  const { status, data } = JSON.parse(bytes.toString('utf8')) as { status: string; data: unknown };
  return { kind: 'response', httpStatus: 200, status, data };
};

/** A recall whose parses are counted, and which keeps every outcome unless told otherwise. */
const counted = (maxBytes: number, keep: (o: UpstreamOutcome) => boolean = () => true) => {
  const recall = createAnswerRecall(maxBytes)!;
  let parses = 0;
  const outcomeOf = (where: string, bytes: Buffer) =>
    recall.outcomeOf(
      where,
      bytes,
      () => {
        parses += 1;
        return parsed(bytes);
      },
      keep,
    );
  return { recall, outcomeOf, parses: () => parses };
};

describe('recalled answers (docs/architecture.md#recalled-answers)', () => {
  it('gives byte-identical answers of one read one parsed outcome', () => {
    const { outcomeOf, parses } = counted(1024 * 1024);
    const bytes = answerBytes({ items: [{ id: '101', name: '有機米' }] });
    const first = outcomeOf('200 POST /items/list', bytes);
    const again = outcomeOf('200 POST /items/list', Buffer.from(bytes));
    expect(again).toBe(first);
    expect(parses()).toBe(1);
    expect(isRecalled(first)).toBe(true);
  });

  it('parses an answer that differs by one byte anew: never the old answer for a new one', () => {
    const { outcomeOf, parses } = counted(1024 * 1024);
    const before = outcomeOf('200 POST /items/list', answerBytes({ stock: 5 }));
    const after = outcomeOf('200 POST /items/list', answerBytes({ stock: 4 }));
    expect(after).not.toBe(before);
    expect(after).toMatchObject({ data: { stock: 4 } });
    expect(parses()).toBe(2);
  });

  it('keeps the same bytes apart per read and per HTTP status', () => {
    const { outcomeOf, parses } = counted(1024 * 1024);
    const bytes = answerBytes([]);
    const list = outcomeOf('200 POST /items/list', bytes);
    const news = outcomeOf('200 POST /news/list', bytes);
    const refused = outcomeOf('503 POST /items/list', bytes);
    expect(new Set([list, news, refused]).size).toBe(3);
    expect(parses()).toBe(3);
  });

  it('keeps only what it is told it may keep', () => {
    const { outcomeOf, parses } = counted(1024 * 1024, () => false);
    const bytes = answerBytes({ x: 1 });
    const first = outcomeOf('200 POST /items/list', bytes);
    expect(outcomeOf('200 POST /items/list', bytes)).not.toBe(first);
    expect(parses()).toBe(2);
    expect(isRecalled(first)).toBe(false);
  });

  it('is bounded in bytes: the least recently answered goes first', () => {
    const maxBytes = 256 * 1024;
    const { recall, outcomeOf, parses } = counted(maxBytes);
    // 600 distinct answers of ~1 KB each: far more than the bound holds at five bytes a byte.
    const answers = Array.from({ length: 600 }, (_, i) =>
      answerBytes({ page: i, filler: 'x'.repeat(1000) }),
    );
    for (const bytes of answers) outcomeOf('200 POST /items/list', bytes);
    expect(recall.heldBytes()).toBeLessThanOrEqual(maxBytes);
    expect(recall.heldBytes()).toBeGreaterThan(maxBytes / 2);
    expect(parses()).toBe(600);
    outcomeOf('200 POST /items/list', answers[599]!); // still held
    expect(parses()).toBe(600);
    outcomeOf('200 POST /items/list', answers[0]!); // long forgotten
    expect(parses()).toBe(601);
  });

  it('never keeps an answer over a sixteenth of the bound', () => {
    const { recall, outcomeOf, parses } = counted(64 * 1024);
    const large = answerBytes({ filler: 'x'.repeat(1000) }); // × 5 is over 4 KiB
    outcomeOf('200 POST /items/list', large);
    outcomeOf('200 POST /items/list', large);
    expect(parses()).toBe(2);
    expect(recall.heldBytes()).toBe(0);
  });

  it('is off at 0 bytes', () => {
    expect(createAnswerRecall(0)).toBeUndefined();
  });
});
