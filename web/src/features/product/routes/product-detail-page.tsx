import { SectionPage } from '@/shared/ui/section-page';

/**
 * /show (docs/rules/site-and-pages.md#routes-and-login): product detail with related products
 * (built by the product issue).
 */
export const ProductDetailPage = () => <SectionPage name="productDetail" />;
