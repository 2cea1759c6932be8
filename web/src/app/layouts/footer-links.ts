/**
 * The footer links (docs/rules/site-and-pages.md#routes-and-login). About and movie are sections
 * of the FAQ page (reached by hash, which exercises the 100 px scroll offset); contact is the
 * contact form (docs/rules/site-and-pages.md#contact); terms and privacy are the public policy
 * pages. `member`: the page needs login, so a visitor is not offered it (it led back to login).
 */
export const footerLinks = [
  { key: 'about', to: '/faq_question#about', member: true },
  { key: 'terms', to: '/buyer_policy' },
  { key: 'privacy', to: '/account/privacy_policy' },
  { key: 'contact', to: '/contact', member: true },
  { key: 'movie', to: '/faq_question#movie', member: true },
  { key: 'faq', to: '/faq_question', member: true },
] as const;
