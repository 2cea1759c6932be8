import { SectionPage } from '@/shared/ui/section-page';

// spec §2 catalog archive and newsletter back issues (built by the news issue).
export const CatalogPage = () => <SectionPage name="catalog" />;
export const NewsletterListPage = () => <SectionPage name="newsletter" />;
export const NewsletterDetailPage = () => <SectionPage name="newsletterDetail" />;
