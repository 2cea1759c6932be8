import { SectionPage } from '@/shared/ui/section-page';

// Ask and business-meeting requests (built by the requests issue;
// docs/rules/lists-and-requests.md#ask-and-business-meeting-requests).
export const AskCompanyPage = () => <SectionPage name="askCompany" />;
export const AskProductPage = () => <SectionPage name="askProduct" />;
export const BizMeetingCompanyPage = () => <SectionPage name="bizMeetingCompany" />;
export const BizMeetingProductPage = () => <SectionPage name="bizMeetingProduct" />;
