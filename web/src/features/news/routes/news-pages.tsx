import { SectionPage } from '@/shared/ui/section-page';

// Catalog archive and newsletter back issues (built by the news issue;
// docs/rules/site-and-pages.md#routes-and-login).
export const CatalogPage = () => <SectionPage name="catalog" />;
export const NewsletterListPage = () => <SectionPage name="newsletter" />;
export const NewsletterDetailPage = () => <SectionPage name="newsletterDetail" />;
