import { loginRedirectFor, safeRedirectTarget } from '../safe-redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/favorites', '/favorites'],
    ['/search/searchList?keyword=tea&page=2', '/search/searchList?keyword=tea&page=2'],
    ['/show?id=1#reviews', '/show?id=1#reviews'],
    ['/search_list?keyword=100%25', '/search_list?keyword=100%25'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%2Fevil.example',
    '/%5Cevil.example',
    '%2f%2fevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    'evil.example',
    '/..//evil.example',
    '/.%2E//evil.example/x',
    '/%2e%2e//evil.example/',
    '/a/../..//evil.example',
    '/./%2F/evil.example',
    '',
  ])('refuses %j and stays on the site', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/');
  });

  it('keeps dot segments that stay on the site, resolved', () => {
    expect(safeRedirectTarget('/search/../favorites?page=2')).toBe('/favorites?page=2');
  });

  it('answers its own normalised results unchanged (normalising never opens a way out)', () => {
    for (const raw of ['/a/./b/../c', '/..//evil.example', '/%2e%2e//evil.example/'])
      expect(safeRedirectTarget(safeRedirectTarget(raw))).toBe(safeRedirectTarget(raw));
  });

  it('refuses non-strings and uses the given fallback', () => {
    expect(safeRedirectTarget(['/a', '/b'])).toBe('/');
    expect(safeRedirectTarget(undefined, '/account/login')).toBe('/account/login');
  });

  it('builds the login address with the way back encoded', () => {
    expect(loginRedirectFor('/favorites?page=2')).toBe(
      '/account/login?redirect=%2Ffavorites%3Fpage%3D2',
    );
    expect(loginRedirectFor('//evil.example')).toBe('/account/login?redirect=%2F');
  });
});
