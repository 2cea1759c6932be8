import { RequestPage } from '../components/request-page';
import { requestKinds } from '../lib/request-kinds';

// spec §2 ask and business-meeting requests: to a supplier (?id=) or about a product (?code=).
export const AskCompanyPage = () => <RequestPage kind={requestKinds.askCompany} />;
export const AskProductPage = () => <RequestPage kind={requestKinds.askProduct} />;
export const BizMeetingCompanyPage = () => <RequestPage kind={requestKinds.bizMeetingCompany} />;
export const BizMeetingProductPage = () => <RequestPage kind={requestKinds.bizMeetingProduct} />;
