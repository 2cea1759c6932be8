import { ok } from '@kakehashi/contracts';
import { manualClock } from '../../../platform/clock';
import type { Answer } from '../../../platform/api/result-mapper';
import { createRepeatGuard } from '../repeat-guard';

// docs/rules/errors-and-messages.md#one-press-one-send: which repeats are answered from memory.
const sent = (id: string): Answer => ({ result: ok({ id }), httpStatus: 200 });
const refused: Answer = {
  result: { status: 'E999-999', data: null, message: 'down' } as unknown as Answer['result'],
  httpStatus: 502,
};

describe('the repeat guard', () => {
  it('answers a repeat within the window from the first send, and sends again after it', async () => {
    const clock = manualClock();
    const guard = createRepeatGuard({ now: clock.now });
    let sends = 0;
    const send = jest.fn(async () => sent(String((sends += 1))));
    const first = await guard('m:1', { text: 'Hi' }, send);
    expect(await guard('m:1', { text: 'Hi' }, send)).toBe(first);
    expect(send).toHaveBeenCalledTimes(1);
    // Another sender, or another body, is another send.
    await guard('m:2', { text: 'Hi' }, send);
    await guard('m:1', { text: 'Hello' }, send);
    expect(send).toHaveBeenCalledTimes(3);
    clock.advance(60_000);
    await guard('m:1', { text: 'Hi' }, send);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('forgets a refused or failed send, so it can be sent again at once', async () => {
    const guard = createRepeatGuard({ now: manualClock().now });
    const refusing = jest.fn(async () => refused);
    await guard('m:1', { text: 'Hi' }, refusing);
    await guard('m:1', { text: 'Hi' }, refusing);
    expect(refusing).toHaveBeenCalledTimes(2);
    const throwing = jest.fn(async (): Promise<Answer> => {
      throw new Error('store down');
    });
    await expect(guard('m:1', { text: 'Yo' }, throwing)).rejects.toThrow('store down');
    await expect(guard('m:1', { text: 'Yo' }, throwing)).rejects.toThrow('store down');
    expect(throwing).toHaveBeenCalledTimes(2);
  });

  it('stays within its bytes, least recently sent first out', async () => {
    const guard = createRepeatGuard({ now: manualClock().now, maxBytes: 16_384 });
    const send = jest.fn(async () => sent('1'));
    for (let i = 0; i < 100; i += 1) await guard(`m:${i}`, { text: 'Hi' }, send);
    expect(send).toHaveBeenCalledTimes(100);
    // The newest is still remembered; the oldest has gone.
    await guard('m:99', { text: 'Hi' }, send);
    expect(send).toHaveBeenCalledTimes(100);
    await guard('m:0', { text: 'Hi' }, send);
    expect(send).toHaveBeenCalledTimes(101);
  });
});
