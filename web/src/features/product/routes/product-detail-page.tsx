import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useItemDetail } from '../api/get-item-detail';
import { useRecordView } from '../api/put-viewed-item';
import { EmbeddedVideo } from '../components/embedded-video';
import { FactSections } from '../components/fact-sections';
import { ProductBuyBar } from '../components/product-buy-bar';
import { ProductGallery } from '../components/product-gallery';
import { ProductSummary } from '../components/product-summary';
import { RelatedProducts } from '../components/related-products';
import { ReviewsSection } from '../components/reviews-section';
import { SupplierBox } from '../components/supplier-box';
import { useFactLookups } from '@/shared/product-facts/use-fact-lookups';
import { factSections } from '@/shared/product-facts/product-facts';
import { productDescription, productName, productSupplier } from '@/shared/product-facts/names';
import { openingSku, UpstreamStatus } from '@kakehashi/contracts/web';
import { hasStatus } from '@/shared/lib/api-error';
import { LoadError } from '@/shared/ui/error-notice';
import { NotListed } from '@/shared/ui/not-listed';
import { PageShell, useDocumentTitle } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { labelled } from '@/shared/cart/variation-name';
import { useLocale } from '@/shared/i18n/i18n';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';

/** /show?code=<item code> (or ?id=): everything a buyer needs to judge one product. */
export function ProductDetailPage() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const code = params.get('code') ?? params.get('id') ?? '';
  const detail = useItemDetail(code);
  const item = detail.data ?? undefined;
  // Its free-text facts come in the session language only: loading while they may be the one
  // just left (docs/upstream.md#languages).
  const factsWorded = useWordedInPageLanguage(detail);
  const lookups = useFactLookups();
  useRecordView(item?.id);
  // The variation chosen in the buy section, which the phone's buy bar describes too.
  const [chosenSkuId, setChosenSkuId] = useState<string>();
  useDocumentTitle(item ? productName(item, i18n.language) : t('pages.productDetail.title'));

  if (detail.isPending && code)
    return (
      <section className="page">
        <TextSkeleton lines={6} />
      </section>
    );
  if (detail.isError && !hasStatus(detail.error, UpstreamStatus.notFound))
    return (
      <PageShell title={t('pages.productDetail.title')}>
        <LoadError
          error={detail.error}
          fallback={t('common.unexpectedError')}
          onRetry={() => void detail.refetch()}
        />
      </PageShell>
    );
  if (!item)
    return (
      <NotListed
        title={t('matching.notListed.product')}
        lead={t('matching.notListed.productLead')}
        target="product"
        browse={t('matching.notListed.browseProducts')}
        asked={code && labelled(t('matching.product.code'), code, locale)}
      />
    );

  const name = productName(item, i18n.language);
  const supplier = productSupplier(item, i18n.language);
  const images = item.images?.length ? item.images : item.image_url ? [item.image_url] : [];
  const description = productDescription(item, i18n.language);
  // docs/rules/cart-and-checkout.md#opening-variation: until the buyer chooses (or after moving
  // to another product), the first variation that can be ordered.
  const chosen = item.skus.find((s) => s.id === chosenSkuId);
  const sku = chosen ?? openingSku(item, new Date());
  // The key facts and the facts below say the MOQ of the variation the buy section shows, so its
  // quantity box starts at the number they give (docs/rules/cart-and-checkout.md#quantity-bounds).
  const sections = factSections(item, lookups, sku ? [sku] : []);
  return (
    <article className="page product-page" aria-labelledby="page-title">
      <div className="product-page__top">
        <ProductGallery images={images} name={name} />
        <ProductSummary
          item={item}
          name={name}
          supplier={supplier}
          sections={sections}
          skuId={sku?.id}
          chosenSkuId={chosen?.id}
          onSkuChange={setChosenSkuId}
        />
      </div>
      <p className="print-only product-page__printed">
        {t('matching.product.printedFrom', { url: window.location.href })}
      </p>
      {description && (
        <section id="description" className="detail-section" aria-labelledby="description-title">
          <h2 id="description-title">{t('matching.product.description')}</h2>
          <p className="product-page__description">{description}</p>
        </section>
      )}
      <div className="detail-columns">
        <FactSections sections={sections} wordingPending={!factsWorded} />
      </div>
      <EmbeddedVideo html={item.custom?.embeddedHtml} />
      {supplier.id && <SupplierBox supplierId={supplier.id} fallbackName={supplier.name} />}
      <ReviewsSection item={item} />
      <RelatedProducts itemId={item.id} />
      <ProductBuyBar item={item} sku={sku} />
    </article>
  );
}
