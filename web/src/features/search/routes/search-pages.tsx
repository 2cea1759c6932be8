import { SectionPage } from '@/shared/ui/section-page';

// Search screens; the full screens (results, filters, URL state) come with the search issue
// (docs/rules/site-and-pages.md#routes-and-login).
export const SearchListPage = () => <SectionPage name="searchList" />;
export const SearchCategoryPage = () => <SectionPage name="searchCategory" />;
export const SearchSupplierPage = () => <SectionPage name="searchSupplier" />;
export const CertificationPage = () => <SectionPage name="certification" />;
export const SupplierIndexPage = () => <SectionPage name="supplierIndex" />;
export const SupplierPrefecturePage = () => <SectionPage name="supplierPrefecture" />;
