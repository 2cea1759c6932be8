import { useEffect } from 'react';
import { deviceType } from '@kakehashi/contracts/web';

/**
 * docs/rules/site-and-pages.md#device-type: the device type is sp at most 768 px wide, else pc.
 * Exposed as `<html data-device="sp|pc">` so any screen can adapt without measuring the window
 * itself.
 */
export function DeviceTypeAttribute() {
  useEffect(() => {
    const apply = () => {
      document.documentElement.dataset.device = deviceType(window.innerWidth);
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
  return null;
}
