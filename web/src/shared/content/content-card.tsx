import { Link } from 'react-router';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import type { Content } from './api/contents-list';
import { contentDate } from './content-date';

const bilingual = (c: Content) => ({ name: c.title, name_en: c.title_en });

/** A newsletter, catalogue, special or local speciality in a list: banner, title, date; one link. */
export function ContentCard({
  content,
  to,
  headingLevel = 2,
}: {
  content: Content;
  to: string;
  headingLevel?: 2 | 3;
}) {
  const locale = useLocale();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const image = typeof content.image_url === 'string' ? content.image_url : undefined;
  return (
    <article className="content-card">
      <div className="content-card__media">
        {image && (
          <img src={image} alt="" width={400} height={200} loading="lazy" decoding="async" />
        )}
      </div>
      <div className="content-card__body">
        <Heading className="content-card__title">
          <Link to={to} className="content-card__link">
            {localName(bilingual(content), locale)}
          </Link>
        </Heading>
        <p className="content-card__date">
          <time dateTime={content.post_date}>{contentDate(content.post_date, locale)}</time>
        </p>
      </div>
    </article>
  );
}

/** The title and body of a content in the page language. */
export const contentText = (content: Content, locale: 'en' | 'jp') => ({
  title: locale === 'en' ? content.title_en || content.title : content.title,
  body: locale === 'en' ? content.body_en || content.body : content.body,
});
