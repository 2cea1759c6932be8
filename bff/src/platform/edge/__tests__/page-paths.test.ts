import { readFileSync } from 'node:fs';
import path from 'node:path';
import { memberPagePaths, pageAccess, publicPagePaths, shopPublicPagePaths } from '../page-paths';

const router = path.resolve(__dirname, '../../../../../web/src/app/router');
/**
 * The paths a web route file declares through `lazyPages([...], …)`. Every entry must be a
 * string literal: a named constant would be silently left out of the comparison.
 */
const declared = (file: string) =>
  [
    ...readFileSync(path.join(router, file), 'utf8').matchAll(/lazyPages\(\s*\[([^\]]*)\]/g),
  ].flatMap(([, list]) =>
    (list ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const literal = /^'([^']+)'$/.exec(entry);
        if (!literal) throw new Error(`${file}: lazyPages entry ${entry} is not a string literal`);
        return literal[1]!;
      }),
  );

describe('page paths', () => {
  it('match the web app router: public pages', () => {
    expect(new Set(declared('public-routes.ts'))).toEqual(
      new Set(publicPagePaths.filter((p) => !p.endsWith('_test'))),
    );
  });

  it('match the web app router: login-required pages', () => {
    expect(new Set(declared('member-routes.ts'))).toEqual(new Set(memberPagePaths));
  });

  it('match the web app router: shop pages', () => {
    expect(new Set(declared('shop-routes.ts'))).toEqual(new Set(shopPublicPagePaths));
  });

  it.each([
    ['/cart', 'public'],
    ['/checkout/complete', 'public'],
    ['/mypage/orders', 'member'],
    // The shop's own history page is gone: one order history, the member area's.
    ['/member/orders', 'unknown'],
    ['/mypage/reviews', 'member'],
    ['/mypage/notifications', 'member'],
    ['/', 'member'],
    ['/favorites/', 'member'],
    ['/specials_place/13/26', 'member'],
    ['/newsletter/2025-01', 'member'],
    ['/account/login', 'public'],
    ['/mail/unsubscribe', 'public'],
    ['/mypage/linked', 'member'],
    ['/404_test', 'public'],
    ['/newsletter/a/b', 'unknown'],
    ['/search/../favorites', 'unknown'],
    ['/nowhere', 'unknown'],
  ])('classifies %s as %s', (pathname, access) => {
    expect(pageAccess(pathname)).toBe(access);
  });
});
