import { SectionPage } from '@/shared/ui/section-page';

/** spec §2 /seller: supplier detail (built by the supplier issue). */
export const SupplierDetailPage = () => <SectionPage name="supplierDetail" />;
