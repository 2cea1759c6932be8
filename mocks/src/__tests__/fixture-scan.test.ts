import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fixturesDir } from '../replay/fixture-files';
import { scanForPersonalData } from '../replay/fixture-scan';
import { recordTour } from '../replay/record';
import { createScrubber } from '../replay/scrub';
import { startLiveMock } from '../testing/live-mock';

const fixtureFiles = readdirSync(fixturesDir).filter((f) => f.endsWith('.json'));

describe('recordings are safe to share', () => {
  it.each(fixtureFiles)('%s holds no secret or personal data', (file) => {
    const fixture = JSON.parse(readFileSync(path.join(fixturesDir, file), 'utf8')) as unknown;
    expect(scanForPersonalData(fixture)).toEqual([]);
  });

  it('the scan finds planted secrets and personal data, with redacted samples', () => {
    const planted = {
      exchanges: [
        { request: { email: 'maria.rossi@rossi.example', password: 'hunter2-secret' } },
        { response: { data: { access_token: 'at_0123456789abcdef0123', user: { id: '7' } } } },
        {
          response: {
            data: {
              purchaser: {
                name: 'Maria Rossi',
                email: 'user1@example.invalid',
                tel: '09012345678',
              },
            },
          },
        },
        { response: { data: { note: 'call me on 090-1234-5678' } } },
        { request: { auth_code: '123456' } },
      ],
    };
    const findings = scanForPersonalData(planted);
    const at = findings.map((f) => `${f.at} ${f.what}`);
    expect(at).toEqual(
      expect.arrayContaining([
        '$.exchanges[0].request.email email address',
        '$.exchanges[0].request.password password under "password"',
        '$.exchanges[1].response.data.access_token secret under "access_token"',
        '$.exchanges[1].response.data.access_token secret in the value',
        '$.exchanges[2].response.data.purchaser.name name under "name"',
        '$.exchanges[2].response.data.purchaser.tel phone under "tel"',
        '$.exchanges[3].response.data.note phone number',
        '$.exchanges[4].request.auth_code secret under "auth_code"',
      ]),
    );
    expect(JSON.stringify(findings)).not.toMatch(/Rossi|hunter2|0123456789abcdef|1234-5678/);
  });

  it('scrubs people consistently and leaves products and suppliers readable', () => {
    const scrub = createScrubber();
    const out = scrub([
      {
        request: {
          name: 'Tour Buyer',
          email: 'tour@example.org',
          tel: '0312345678',
          zip: '1000005',
          state: '東京都',
        },
      },
      {
        response: {
          data: {
            items: [{ name: '静岡 深蒸し煎茶', code: 'ITEM-1' }],
            user: { name: 'Tour Buyer', email: 'tour@example.org' },
          },
        },
      },
      { response: { data: { mail: 'Dear Tour Buyer, your code is 123456', code: '123456' } } },
    ]);
    const [first, second, third] = out as any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(first.request.name).toMatch(/^scrubbed-name-\d+$/);
    expect(second.response.data.user.name).toBe(first.request.name);
    expect(second.response.data.user.email).toBe(first.request.email);
    expect(first.request.state).toMatch(/^scrubbed-state-\d+$/);
    expect(second.response.data.items[0]).toEqual({ name: '静岡 深蒸し煎茶', code: 'ITEM-1' });
    expect(third.response.data.mail).toBe(
      `Dear ${first.request.name}, your code is ${third.response.data.code}`,
    );
    expect(scanForPersonalData(out)).toEqual([]);
  });

  it('a fresh two-factor recording passes the scan', async () => {
    const live = await startLiveMock({ authMode: 'email_two_factor_authentication' });
    try {
      expect(scanForPersonalData(await recordTour(live.origin, '/api/v1'))).toEqual([]);
    } finally {
      await live.close();
    }
  });
});
