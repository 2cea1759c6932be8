import { RequestPage } from '../components/request-page';
import { requestKinds } from '../lib/request-kinds';

// Ask and business-meeting requests (docs/rules/lists-and-requests.md): to a supplier (?id=) or about a product (?code=).
export const AskCompanyPage = () => <RequestPage kind={requestKinds.askCompany} />;
export const AskProductPage = () => <RequestPage kind={requestKinds.askProduct} />;
export const BizMeetingCompanyPage = () => <RequestPage kind={requestKinds.bizMeetingCompany} />;
export const BizMeetingProductPage = () => <RequestPage kind={requestKinds.bizMeetingProduct} />;
// A quote request about a product (docs/rules/trade-desk.md#quote-requests): ?code=.
export const QuoteProductPage = () => <RequestPage kind={requestKinds.quoteProduct} />;
