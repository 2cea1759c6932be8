// docs/rules/discovery.md#screens regional specials and local specialities; member-routes loads them through this file.
export { SpecialsPage, SpecialDetailPage } from './specials-page';
export {
  SpecialsPlacePage,
  SpecialsPlaceSummaryPage,
  SpecialsPlaceDetailPage,
} from './specials-place-pages';
