import { useIsFetching } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A thin bar at the top while a route's code loads or page data is fetched. */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const active = navigation.state !== 'idle' || fetching > 0;

  return (
    <div
      className={active ? 'progress-bar progress-bar--active' : 'progress-bar'}
      role="progressbar"
      aria-label={t('common.loading')}
      aria-hidden={!active}
      aria-busy={active}
    />
  );
}
