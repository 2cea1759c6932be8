import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '@/shared/catalog/product-grid';
import { localName } from '@/shared/catalog/item-name';
import { contentText } from '@/shared/content/content-card';
import { contentDate } from '@/shared/content/content-date';
import { useContentDetail } from '@/shared/content/api/content-detail';
import type { ContentClass } from '@/shared/content/api/contents-list';
import { useFeaturedItems } from '@/shared/content/api/featured-items';
import { NoticeList } from '@/shared/content/notice-list';
import { useLocale } from '@/shared/i18n/i18n';
import { useNewsPageSize } from '@/shared/lib/site-settings';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { useNewsDetail } from '../api/get-news-detail';
import { useNewsList } from '../api/list-news';
import { BackIssues } from '../components/back-issues';
import { ContentsSearchBar } from '../components/contents-search-bar';
import { useContentsSearch } from '../lib/contents-search';

/** docs/rules/discovery.md#screens /newsletter: newsletter back issues and the latest notices. */
export function NewsletterListPage() {
  const { t } = useTranslation();
  const search = useContentsSearch();
  const news = useNewsList(1, useNewsPageSize(), search.filters, search.keyword);
  return (
    <PageShell title={t('discovery.news.title')} lead={t('discovery.news.lead')}>
      <ContentsSearchBar path="/newsletter" label={t('discovery.news.searchNewsletters')} />
      <BackIssues classification="newsletter" path="/newsletter" />
      <section className="browse-section" aria-labelledby="notices-title">
        <h2 id="notices-title">{t('discovery.news.notices')}</h2>
        <NoticeList notices={news.data?.news} />
        {news.isSuccess && news.data.news.length === 0 && <p>{t('discovery.news.noNotices')}</p>}
      </section>
    </PageShell>
  );
}

/** docs/rules/discovery.md#screens /catalog: the export catalogue back issues; `?code=` opens one. */
export function CatalogPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  if (code) return <ContentIssue code={code} kind="catalog" back="/catalog" />;
  return (
    <PageShell title={t('discovery.news.catalogTitle')} lead={t('discovery.news.catalogLead')}>
      <ContentsSearchBar path="/catalog" label={t('discovery.news.searchCatalogues')} />
      <BackIssues classification="catalog" path="/catalog" />
    </PageShell>
  );
}

/** docs/rules/discovery.md#screens /newsletter/{code} and /newsletter/detail?code=: one issue, or one notice. */
export function NewsletterDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const code = params.code ?? search.get('code') ?? '';
  return code.startsWith('news-') ? (
    <NewsNotice code={code} />
  ) : (
    <ContentIssue code={code} kind="newsletter" back="/newsletter" />
  );
}

/**
 * One newsletter or catalogue issue. A code of another kind (a special opened as a newsletter) is
 * not found here, with the way back to the list (docs/rules/discovery.md#screens).
 */
function ContentIssue({ code, kind, back }: { code: string; kind: ContentClass; back: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const detail = useContentDetail(code);
  const wrongKind = detail.data !== undefined && detail.data.content.classification !== kind;
  const items = useFeaturedItems(wrongKind ? undefined : detail.data?.content.item_ids);
  if (detail.isError || !code || wrongKind)
    return (
      <PageShell title={t('discovery.news.title')}>
        <ErrorNotice
          message={(!wrongKind && detail.error?.message) || t('discovery.news.notFound')}
        />
        <Link to={back}>{t('discovery.news.back')}</Link>
      </PageShell>
    );
  if (!detail.data) return <TextSkeleton lines={8} />;
  const content = detail.data.content;
  const text = contentText(content, locale);
  return (
    <PageShell title={text.title}>
      <p className="content-hero__date">
        <time dateTime={content.post_date}>{contentDate(content.post_date, locale)}</time>
      </p>
      <p className="content-body">{text.body}</p>
      {/* A catalogue issue's PDF, served by the upstream beside its pictures. */}
      {content.file_url?.startsWith('/images/') && (
        <p>
          <a className="button button--primary" href={content.file_url} type="application/pdf">
            {t('discovery.news.openPdf')}
          </a>
        </p>
      )}
      {items.data && items.data.items.length > 0 && (
        <section className="browse-section" aria-labelledby="issue-products">
          <h2 id="issue-products">{t('discovery.news.inThisIssue')}</h2>
          <ProductGrid
            items={items.data.items}
            label={t('discovery.news.inThisIssue')}
            headingLevel={3}
          />
        </section>
      )}
      <p>
        <Link to={back}>{t('discovery.news.back')}</Link>
      </p>
    </PageShell>
  );
}

function NewsNotice({ code }: { code: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const detail = useNewsDetail(code);
  if (detail.isError)
    return (
      <PageShell title={t('discovery.news.title')}>
        <ErrorNotice message={detail.error.message} />
      </PageShell>
    );
  if (!detail.data) return <TextSkeleton lines={6} />;
  const n = detail.data.news;
  return (
    <PageShell title={localName({ name: n.title, name_en: n.title_en }, locale)}>
      <p className="content-hero__date">
        <time dateTime={n.post_date}>{contentDate(n.post_date, locale)}</time>
      </p>
      <p className="content-body">
        {locale === 'en' ? String(n.body_en ?? '') : String(n.body ?? '')}
      </p>
      <p>
        <Link to="/newsletter">{t('discovery.news.back')}</Link>
      </p>
    </PageShell>
  );
}
