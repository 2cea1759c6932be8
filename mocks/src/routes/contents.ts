import type { z } from 'zod';
import type { contentsFilterSchema } from '@kakehashi/contracts';
import { notFound, success } from '../http/upstream-result';
import type { Mount } from '../http/route';
import { combineByOperator, compareHolds } from '../search/filter-options';
import { containsWord, searchWords } from '../search/keyword';
import type { Content, News } from '../seed/contents';

type Filter = z.infer<typeof contentsFilterSchema>;
type Row = Content | News;

/** Filter fields mapped onto the stored record (docs/rules/search.md#news-and-contents-filter). */
const fieldValue = (row: Row, field: string): unknown => {
  const r = row as Partial<Content> & Row;
  switch (field) {
    case 'tag':
      return r.tags.map((t) => t.name);
    case 'tag_id':
      return r.tags.map((t) => String(t.id));
    case 'classification':
      return r.classification;
    case 'classification_id':
      return r.classification_id;
    case 'prefecture_code':
      return r.prefecture_code;
    case 'name':
    case 'display_name':
      return r.title;
    case 'manager_group_id':
      return r.manager_group_id;
    case 'created_at':
      return r.post_date;
    default:
      return (r as Record<string, unknown>)[field];
  }
};

const matches = (f: Filter, raw: unknown): boolean => {
  if (raw === null || raw === undefined) return f.orNull;
  if (Array.isArray(raw))
    return f.compare === '!=' ? !raw.includes(f.value) : raw.includes(f.value);
  const numeric = typeof raw === 'number' && !Number.isNaN(Number(f.value));
  const c = numeric ? (raw as number) - Number(f.value) : String(raw).localeCompare(f.value);
  return compareHolds(f.compare, c);
};

/**
 * docs/rules/search.md#news-and-contents-filter: entries sharing a field combine with their
 * operator, different fields with and (so a page's classification always narrows whatever else
 * the URL filters by); entries lacking field or value are dropped. The keyword is searched in
 * the title and text of both languages, whatever the page language.
 */
const applyFilters = <T extends Row>(rows: T[], filters: Filter[] = [], keyword = ''): T[] => {
  const groups = new Map<string, Filter[]>();
  for (const f of filters.filter((e) => e.field !== '' && e.value !== ''))
    groups.set(f.field, [...(groups.get(f.field) ?? []), f]);
  const words = searchWords(keyword);
  return rows.filter((row) => {
    const text = `${row.title} ${row.title_en} ${row.body} ${row.body_en}`.toLowerCase();
    if (!words.every((w) => containsWord(text, w))) return false;
    return [...groups.values()].every((group) =>
      combineByOperator(
        group,
        group.map((f) => matches(f, fieldValue(row, f.field))),
      ),
    );
  });
};

const newestFirst = (a: Row, b: Row): number =>
  b.post_date.localeCompare(a.post_date) || a.id.localeCompare(b.id);

/**
 * Contents and news list/detail (docs/upstream.md#site-and-utilities): newsletters, catalogues,
 * specials, local specialities.
 */
export const contentRoutes = (mount: Mount): void => {
  mount('contents/list', ({ body, state, nowMs }) => {
    const released = state.seed.contents.filter((c) => Date.parse(c.release_date_from) <= nowMs);
    const rows = applyFilters(released, body.filters, body.keyword).sort(newestFirst);
    return success({
      contents: rows.slice(body.offset, body.offset + body.limit),
      hit: rows.length,
    });
  });
  mount('contents/detail', ({ body, state }) => {
    const found = state.seed.contents.find((c) => c.code === body.code || c.id === body.code);
    return found ? success({ content: found }) : notFound('code');
  });
  mount('news/list', ({ body, state }) => {
    const rows = applyFilters(state.seed.news, body.filters, body.keyword).sort(newestFirst);
    return success({ news: rows.slice(body.offset, body.offset + body.limit), hit: rows.length });
  });
  mount('news/detail', ({ body, state }) => {
    const found = state.seed.news.find((n) => n.code === body.code || n.id === body.code);
    return found ? success({ news: found }) : notFound('code');
  });
};
