import { Outlet, useLocation } from 'react-router';
import { layoutForPath, useRouteHandle } from '@/app/router/route-handle';
import { DefaultLayout } from '@/app/layouts/default-layout';
import { BareLayout } from '@/app/layouts/bare-layout';
import { OriginalDefaultLayout } from '@/app/layouts/original-default-layout';
import { ProgressBar } from './progress-bar';
import { ScrollManager } from './scroll-manager';
import { FocusOnNavigate } from './focus-on-navigate';
import { DeviceTypeAttribute } from './device-type';
import { useLanguageSync } from './language-sync';
import { PageSkeleton } from './startup-skeleton';
import { SessionEvents } from './session-events';
import { CheckoutStateCleaner } from './checkout-state-cleaner';

const layouts = {
  default: DefaultLayout,
  bare: BareLayout,
  'original-default': OriginalDefaultLayout,
};

/** The frame around every page: behaviours that follow navigation, then the chosen layout. */
export function RootFrame() {
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const Layout = layouts[handle.layout ?? layoutForPath(pathname)];
  const languageReady = useLanguageSync();

  return (
    <>
      <ProgressBar />
      <ScrollManager />
      <FocusOnNavigate />
      <DeviceTypeAttribute />
      <SessionEvents />
      <CheckoutStateCleaner />
      <Layout>{languageReady ? <Outlet /> : <PageSkeleton />}</Layout>
    </>
  );
}
