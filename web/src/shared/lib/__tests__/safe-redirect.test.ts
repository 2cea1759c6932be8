import { loginPathFor, safeRedirectPath } from '@/shared/lib/safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/favorites', '/favorites'],
    ['/search/searchList?keyword=tea#top', '/search/searchList?keyword=tea#top'],
  ])('keeps the same-site relative path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'favorites',
    '/\u0000x',
    '',
  ])('refuses %j and falls back to the top page', (input) => {
    expect(safeRedirectPath(input)).toBe('/');
  });

  it('falls back to the top page without a target', () => {
    expect(safeRedirectPath(null)).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('carries the way back, encoded', () => {
    expect(loginPathFor('/favorites?tab=2')).toBe('/account/login?redirect=%2Ffavorites%3Ftab%3D2');
  });
});
