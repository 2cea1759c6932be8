import { SectionPage } from '@/shared/ui/section-page';

// Regional specials and local specialities (built by the specials issue;
// docs/rules/site-and-pages.md#routes-and-login).
export const SpecialsPage = () => <SectionPage name="specials" />;
export const SpecialDetailPage = () => <SectionPage name="specialDetail" />;
export const SpecialsPlacePage = () => <SectionPage name="specialsPlace" />;
export const SpecialsPlaceSummaryPage = () => <SectionPage name="specialsPlaceSummary" />;
export const SpecialsPlaceDetailPage = () => <SectionPage name="specialsPlaceDetail" />;
