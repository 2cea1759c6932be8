import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { ProductGallery } from '../components/product-gallery';

// The product page's pictures sit in the frame every product picture has (ProductImage): a
// picture that fails to load, or none at all, shows the site's one "No image" note, and a
// thumbnail whose picture fails the crossed-out picture, not an empty button.
describe('the product gallery', () => {
  const images = ['/images/products/miso-p1.svg', '/images/products/miso-p1-2.svg'];

  it.each([
    ['en', 'No image'],
    ['jp', '画像なし'],
  ] as const)(
    'says a product has no picture as the rest of the site does (%s)',
    async (locale, none) => {
      renderApp(<ProductGallery images={[]} name="Rice miso" />, {
        url: '/x',
        session: { language: locale },
      });
      const note = await screen.findByText(none, {}, { timeout: 5000 });
      expect(note).toHaveClass('product-image__none');
      expect(note.parentElement).toHaveClass('product-image', 'gallery__main');
    },
  );

  it.each([
    ['en', 'No image', 'Rice miso'],
    ['jp', '画像なし', '米味噌'],
  ] as const)(
    'shows the placeholders where the pictures fail to load (%s)',
    async (locale, none, name) => {
      renderApp(<ProductGallery images={images} name={name} />, {
        url: '/x',
        session: { language: locale },
      });
      const gallery = await screen.findByRole('group', {}, { timeout: 5000 });
      const main = within(gallery).getByRole('img', { name: new RegExp(`^${name}`) });
      expect(main.parentElement).toHaveClass('product-image', 'gallery__main');
      const thumbs = within(gallery).getAllByRole('button');
      expect(thumbs).toHaveLength(2);
      for (const img of gallery.querySelectorAll('img')) fireEvent.error(img);

      // The large one says so in words; each thumbnail shows the small crossed-out picture.
      expect(await within(gallery).findAllByText(none, {}, { timeout: 5000 })).toHaveLength(3);
      expect(gallery.querySelector('.gallery__main .product-image__none')).toHaveTextContent(none);
      for (const thumb of thumbs) {
        expect(thumb.querySelector('.product-image__none--small svg')).not.toBeNull();
        expect(thumb).toHaveTextContent(none);
      }
    },
  );
});
