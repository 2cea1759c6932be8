import request from 'supertest';
import { fakeDist } from '../platform/edge/__tests__/support';
import { mockAndBffForFile } from './support/stack';

/** docs/security.md#embedded-video: the CSP's frame-src and the page's meta name the same origins. */
const dist = fakeDist();
afterAll(() => dist.remove());
const player = 'https://www.youtube-nocookie.com';
const withFrames = mockAndBffForFile({
  env: { CSP_FRAME_SOURCES: player, WEB_DIST_DIR: dist.dir },
});
const without = mockAndBffForFile({ env: { WEB_DIST_DIR: dist.dir } });

const frameSrc = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'frame-src')
    ?.slice(1);
const page = (url: string) => request(url).get('/account/login').set('Accept-Encoding', 'identity');

describe('embedded video frames (CSP_FRAME_SOURCES)', () => {
  it('lists exactly the configured player origins in frame-src and in the page', async () => {
    const res = await page(withFrames.bff.url);
    expect(frameSrc(res.headers['content-security-policy'] as string)).toEqual([player]);
    expect(res.text).toContain(`<meta name="kk-frame-sources" content="${player}" />`);
  });

  it('frames nothing when none is configured, and the page names none', async () => {
    const res = await page(without.bff.url);
    expect(frameSrc(res.headers['content-security-policy'] as string)).toEqual(["'none'"]);
    expect(res.text).not.toContain('kk-frame-sources');
  });
});
