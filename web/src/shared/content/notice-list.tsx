import { Link } from 'react-router';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import type { ApiData } from '@kakehashi/contracts/web';
import { contentDate } from './content-date';

export type Notice = ApiData<'news/list'>['news'][number];

/**
 * Notices as a dated list, each a link to its page (docs/rules/discovery.md#screens): the top
 * page's news band and the newsletter page show the same list.
 */
export function NoticeList({ notices, label }: { notices?: Notice[]; label?: string }) {
  const locale = useLocale();
  return (
    <ul className="notice-list" aria-label={label}>
      {notices?.map((n) => (
        <li key={n.code}>
          <time dateTime={n.post_date}>{contentDate(n.post_date, locale)}</time>
          <Link to={`/newsletter/${n.code}`}>
            {localName({ name: n.title, name_en: n.title_en }, locale)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
