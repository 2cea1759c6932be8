import { SectionPage } from '@/shared/ui/section-page';

// spec §2 ask and business-meeting requests (built by the requests issue).
export const AskCompanyPage = () => <SectionPage name="askCompany" />;
export const AskProductPage = () => <SectionPage name="askProduct" />;
export const BizMeetingCompanyPage = () => <SectionPage name="bizMeetingCompany" />;
export const BizMeetingProductPage = () => <SectionPage name="bizMeetingProduct" />;
