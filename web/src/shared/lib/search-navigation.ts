import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import type { FullReloadArea } from '@kakehashi/contracts/web';
import { fullPageLoad } from './full-page-load';
import { useSiteSettings } from '@/shared/site/api/site-settings';

/**
 * docs/rules/search.md#full-page-reload: whether the site wants search changes in this area to
 * load the whole page. Off until the settings say true, so a slow settings call never turns a
 * filter click into a reload by surprise.
 */
export const useFullReload = (area: FullReloadArea): boolean =>
  useSiteSettings().data?.site.fullReload?.[area] === true;

/**
 * The navigation of a search value (keyword, filter, sort, page) in an area: the router's, or a
 * full page load when the site sets the area so.
 */
export const useSearchNavigate = (area: FullReloadArea) => {
  const navigate = useNavigate();
  const fullReload = useFullReload(area);
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      if (fullReload) fullPageLoad(to);
      else void navigate(to, options);
    },
    [fullReload, navigate],
  );
};
