// The device type, in a module of its own: the web app's frame sets it on every page, the first
// included, and does not carry the shop's tax and points rules (docs/architecture.md#the-first-page).

/** docs/rules/site-and-pages.md#device-type: the mobile breakpoint. */
export const MOBILE_BREAKPOINT_PX = 768;

export type DeviceType = 'sp' | 'pc';

/**
 * docs/rules/site-and-pages.md#device-type: the device type is 'sp' when the screen is at most 768
 * px wide, else 'pc'.
 */
export const deviceType = (screenWidth: number): DeviceType =>
  screenWidth <= MOBILE_BREAKPOINT_PX ? 'sp' : 'pc';
