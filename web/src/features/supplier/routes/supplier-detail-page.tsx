import { SectionPage } from '@/shared/ui/section-page';

/**
 * /seller (docs/rules/lists-and-requests.md#suppliers): supplier detail (built by the supplier
 * issue).
 */
export const SupplierDetailPage = () => <SectionPage name="supplierDetail" />;
