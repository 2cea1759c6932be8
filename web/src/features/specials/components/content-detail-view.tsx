import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '@/shared/catalog/product-grid';
import { ProductGridSkeleton } from '@/shared/catalog/product-grid-skeleton';
import { contentText } from '@/shared/content/content-card';
import { contentDate } from '@/shared/content/content-date';
import type { Content } from '@/shared/content/api/contents-list';
import { useFeaturedItems } from '@/shared/content/api/featured-items';
import { useLocale } from '@/shared/i18n/i18n';
import { PageShell } from '@/shared/ui/page-shell';

/** A special or local speciality page: banner, text, and the products it features. */
export function ContentDetailView({
  content,
  back,
}: {
  content: Content;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const items = useFeaturedItems(content.item_ids);
  const text = contentText(content, locale);
  const image = typeof content.image_url === 'string' ? content.image_url : undefined;
  return (
    <PageShell title={text.title}>
      <div className="content-hero">
        {image && (
          <img src={image} alt="" width={960} height={480} className="content-hero__image" />
        )}
        <div className="content-hero__text">
          <p className="content-hero__date">
            <time dateTime={content.post_date}>{contentDate(content.post_date, locale)}</time>
          </p>
          <p>{text.body}</p>
        </div>
      </div>
      <section className="browse-section" aria-labelledby="featured-title">
        <h2 id="featured-title">{t('discovery.specials.featured')}</h2>
        {items.isPending && content.item_ids.length > 0 && <ProductGridSkeleton count={4} />}
        {items.data && (
          <ProductGrid
            items={items.data.items}
            label={t('discovery.specials.featured')}
            headingLevel={3}
          />
        )}
        {content.item_ids.length === 0 && <p>{t('discovery.specials.noProducts')}</p>}
      </section>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </PageShell>
  );
}
