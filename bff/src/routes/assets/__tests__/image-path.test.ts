import { upstreamImagePath } from '../image-path';

describe('upstreamImagePath', () => {
  it('keeps a plain picture path under /images/, with its query', () => {
    expect(upstreamImagePath('/products/miso-2.svg')).toBe('/images/products/miso-2.svg');
    expect(upstreamImagePath('/contents/pref-13.svg?v=3')).toBe('/images/contents/pref-13.svg?v=3');
  });

  it('refuses dot segments, encoded separators, empty segments and undecodable input', () => {
    for (const url of [
      '/',
      '/..',
      '/products/../x.svg',
      '/%2e%2e/x',
      '/.hidden.svg',
      '/a%2fb.svg',
      '/a%5cb.svg',
      '/a//b.svg',
      '/%E0%A4%A.svg',
      '/%252e%252e/x',
      '/a b.svg',
      'products/x.svg',
    ]) {
      expect([url, upstreamImagePath(url)]).toEqual([url, null]);
    }
  });
});
