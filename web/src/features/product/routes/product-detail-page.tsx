import { SectionPage } from '@/shared/ui/section-page';

/** spec §2 /show: product detail with related products (built by the product issue). */
export const ProductDetailPage = () => <SectionPage name="productDetail" />;
