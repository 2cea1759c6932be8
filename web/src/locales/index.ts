import enCatalog from './catalog.en.json';
import jaCatalog from './catalog.ja.json';
import enCore from './en.json';
import enDiscovery from './discovery.en.json';
import jaDiscovery from './discovery.ja.json';
import jaCore from './ja.json';
import enLinked from './linked.en.json';
import jaLinked from './linked.ja.json';
import enMatching from './matching.en.json';
import jaMatching from './matching.ja.json';
import enMember from './member.en.json';
import jaMember from './member.ja.json';
import enShop from './shop.en.json';
import jaShop from './shop.ja.json';

/**
 * Every string of the app in both languages. Each feature area keeps its strings in its own
 * pair of files (`<area>.en.json` / `<area>.ja.json`, top-level keys unique to the area), listed
 * here in both languages; web/src/locales/__tests__/locales.test.ts checks that they agree and
 * that no two files claim the same top-level key.
 */
export const localeParts = {
  en: [enCore, enCatalog, enDiscovery, enShop, enMember, enMatching, enLinked],
  ja: [jaCore, jaCatalog, jaDiscovery, jaShop, jaMember, jaMatching, jaLinked],
} as const;

export const en = Object.assign({}, ...localeParts.en) as typeof enCore &
  typeof enCatalog &
  typeof enDiscovery &
  typeof enShop &
  typeof enMember &
  typeof enMatching &
  typeof enLinked;
export const ja = Object.assign({}, ...localeParts.ja) as typeof jaCore &
  typeof jaCatalog &
  typeof jaDiscovery &
  typeof jaShop &
  typeof jaMember &
  typeof jaMatching &
  typeof jaLinked;
