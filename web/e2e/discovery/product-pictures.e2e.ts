// A product's picture looks the same wherever it appears (ProductImage, docs/rules/discovery.md):
// a 4:3 frame the picture fills, cropped from the middle, as a marketplace shows it. The last walk
// found the mock's square pictures shown 254 × 254 in a 254 × 191 card frame and cut at the
// bottom (and so in the gallery, the favourites and the comparison): the frame was a grid and
// the picture's `height: 100%` did not take. At 390 and 1280 px in both languages, on a search
// grid, a product page (gallery and thumbnails), the cart, the favourites and the comparison:
// every frame is 4:3 and its picture exactly covers it; a product without a picture says
// 'No image' / 「画像なし」 in one size and colour everywhere.
// Screenshots (product-pictures-*) go under artifacts/screenshots/.
import type { BrowserContext, Page } from 'playwright-core';
import {
  buyerPage,
  callBff,
  describeInBrowser,
  hasChromium,
  screenshot,
  scrollsSideways,
  withRealStack,
} from '../browser';
import { cartWith, keepInBrowser, listProducts, productDetails, type Listed } from '../buyer-setup';
import { resultsSettled } from './discovery-helpers';

const env = withRealStack({ browser: hasChromium });

const none = { en: 'No image', jp: '画像なし' } as const;

/** The places a product's picture appears: each one's frame. */
const places = [
  '.product-card__media',
  '.gallery__main',
  '.gallery__thumb',
  '.cart-line__image',
  '.list-row__image',
  '.compare-product__image',
].join(', ');

/** Each product picture's frame in the page's main part: its box, its picture's, its note's. */
const frames = (page: Page) =>
  page.$$eval(`main :is(${places})`, (all) =>
    all.map((frame) => {
      const box = frame.getBoundingClientRect();
      const style = getComputedStyle(frame);
      const border = (side: string) => parseFloat(style.getPropertyValue(`border-${side}-width`));
      // The inside of the frame (its border off), where the picture is to lie.
      const inside = {
        left: box.left + border('left'),
        top: box.top + border('top'),
        width: frame.clientWidth,
        height: frame.clientHeight,
      };
      const img = frame.querySelector('img');
      const picture = img?.getBoundingClientRect();
      const note = frame.querySelector('.product-image__none:not(.product-image__none--small)');
      const noteStyle = note && getComputedStyle(note);
      return {
        place: frame.className,
        ratio: inside.width / inside.height,
        // How far the picture's box is off the frame's inside, in px (0: it covers it exactly).
        off: picture
          ? Math.max(
              Math.abs(picture.left - inside.left),
              Math.abs(picture.top - inside.top),
              Math.abs(picture.width - inside.width),
              Math.abs(picture.height - inside.height),
            )
          : 0,
        fit: img
          ? `${getComputedStyle(img).objectFit} ${getComputedStyle(img).objectPosition}`
          : '',
        loaded: Boolean(img?.complete && img.naturalWidth > 0),
        note: noteStyle && `${note.textContent} ${noteStyle.fontSize} ${noteStyle.color}`,
      };
    }),
  );

type Frame = Awaited<ReturnType<typeof frames>>[number];

/** The frames of the page once its pictures are in (the visible ones: the rest load lazily). */
const settledFrames = async (page: Page, selector: string): Promise<Frame[]> => {
  await page.locator(selector).first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLImageElement>('main img')].some((i) => i.naturalWidth > 0),
    undefined,
    { timeout: 15_000 },
  );
  return frames(page);
};

/** A frame that is not 4:3, or whose picture does not cover it exactly. */
const misframed = (list: Frame[]) =>
  list.filter(
    (frame) =>
      Math.abs(frame.ratio - 4 / 3) > 0.03 ||
      frame.off > 1 ||
      (frame.loaded && frame.fit !== 'cover 50% 50%'),
  );

/** The pictured products the pages show, and one without a picture, set up through the BFF. */
const chooseProducts = async (context: BrowserContext) => {
  const listed = await listProducts(context);
  let twoPictures: Listed | undefined;
  for (const item of listed.filter((i) => i.image_url).slice(0, 30)) {
    const full = (await productDetails(context, item.code))[0]!;
    if ((full.images ?? []).length > 1) {
      twoPictures = full;
      break;
    }
  }
  const pictured = listed.filter((i) => i.image_url).slice(0, 2);
  const bare = listed.find((i) => !i.image_url)!;
  return { twoPictures: twoPictures!, pictured, bare };
};

/** The smallest quantity the cart takes of a product's first variation. */
const leastQuantity = (item: Listed) =>
  Math.max(
    1,
    item.custom?.moq ?? 1,
    item.item_minimum_purchase ?? 1,
    item.skus[0]!.sku_minimum_purchase ?? 1,
  );

describeInBrowser('product pictures in their frames', () => {
  it.each([
    ['en', 390],
    ['jp', 390],
    ['en', 1280],
    ['jp', 1280],
  ] as const)(
    'fills each 4:3 frame with its picture and says "No image" alike everywhere (%s, %i px)',
    async (language, width) => {
      const { context, page, errors } = await buyerPage(env, { language, width });
      const { twoPictures, pictured, bare } = await chooseProducts(context);
      const shown = [pictured[0]!, bare, pictured[1]!];
      // Favourites, comparison and a cart holding the same three products.
      const favorites = await callBff(context, 'member/favorite/list', {});
      if (favorites.data.hit === 0)
        for (const item of shown)
          await callBff(context, 'member/favorite/addDelete', { skuId: item.skus[0]!.id });
      const withTerms = await listProducts(context, {
        requestFields: ['custom', 'item_minimum_purchase'],
      });
      const { cartCode, statuses } = await cartWith(
        context,
        shown.map((item) => ({
          item,
          quantity: leastQuantity(withTerms.find((i) => i.id === item.id) ?? item),
        })),
      );
      const carted = shown.filter((_, i) => statuses[i] === 'E000-000').map((item) => item.id);
      expect(carted).toContain(bare.id);
      await keepInBrowser(context, { cartCode, compared: shown });
      const seen: Record<string, Frame[]> = {};

      await page.goto(`/search/searchList?keyword=${encodeURIComponent('味噌')}`);
      await resultsSettled(page);
      seen.grid = await settledFrames(page, '.product-grid .product-card__media');
      expect(misframed(seen.grid)).toEqual([]);
      await screenshot(page, `product-pictures-grid-${language}-${width}`);

      await page.goto(`/show?code=${twoPictures.code}`);
      seen.gallery = await settledFrames(page, '.gallery__main img');
      expect(misframed(seen.gallery)).toEqual([]);
      expect(seen.gallery.filter((f) => /gallery__main/.test(f.place))).toHaveLength(1);
      await screenshot(page, `product-pictures-gallery-${language}-${width}`);

      await page.goto(`/show?code=${bare.code}`);
      await page.locator('.gallery__main').getByText(none[language]).waitFor({ timeout: 15_000 });
      seen.bare = (await frames(page)).filter((f) => /gallery__main/.test(f.place));

      await page.goto('/cart');
      seen.cart = await settledFrames(page, '.cart-line__image');
      expect(misframed(seen.cart)).toEqual([]);
      await screenshot(page, `product-pictures-cart-${language}-${width}`);

      await page.goto('/favorites');
      seen.favorites = await settledFrames(page, '.list-row__image');
      expect(misframed(seen.favorites)).toEqual([]);
      await screenshot(page, `product-pictures-favorites-${language}-${width}`);

      await page.goto('/compare');
      seen.compare = await settledFrames(page, '.compare-product__image');
      expect(misframed(seen.compare)).toEqual([]);
      await screenshot(page, `product-pictures-compare-${language}-${width}`);

      expect(seen.gallery.filter((f) => f.loaded).length).toBeGreaterThan(1);
      // The bare product's note, in the gallery, the cart, the favourites and the comparison.
      const notes = new Set(
        [...seen.bare, ...seen.cart, ...seen.favorites, ...seen.compare]
          .map((f) => f.note)
          .filter(Boolean),
      );
      expect(notes.size).toBe(1);
      expect([...notes][0]).toMatch(new RegExp(`^${none[language]} `));
      expect(seen.cart.some((f) => f.note)).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
