import { randomBytes } from 'node:crypto';
import type { Response } from 'express';

/**
 * docs/security.md#tag-manager: the tag manager (Google Tag Manager) is the only third-party
 * script the site runs, and only when TAG_MANAGER_ID is configured. Its container script and the
 * one-line `dataLayer` start carry a nonce made fresh for each response, the CSP names that nonce
 * and exactly the tag manager's origins, and no other inline script can run.
 */

/** Where gtm.js comes from: script-src. */
export const tagManagerScriptOrigin = 'https://www.googletagmanager.com';
/** Where its tags send hits and load pixels (Google's CSP guide for GTM + GA4). */
export const tagManagerConnectOrigins = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
export const tagManagerImageOrigins = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
];

type NonceLocals = { cspNonce?: string };

/** 128 random bits per response (CSP3 asks for at least that), base64 as the header carries it. */
export const issueCspNonce = (res: Response): string =>
  ((res.locals as NonceLocals).cspNonce = randomBytes(16).toString('base64'));

export const cspNonceOf = (res: Response): string => {
  const nonce = (res.locals as NonceLocals).cspNonce;
  if (!nonce) throw new Error('security headers did not issue a CSP nonce');
  return nonce;
};

/**
 * The tags put in `<head>`: the `dataLayer` start the container expects, then the container
 * itself, both with the response's nonce. The id matched `tagManagerIdPattern` (no markup in it).
 */
export const tagManagerTags = (id: string, nonce: string): string =>
  `<script nonce="${nonce}">window.dataLayer=window.dataLayer||[];` +
  `window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});</script>` +
  `<script async nonce="${nonce}" src="${tagManagerScriptOrigin}/gtm.js?id=${id}"></script>`;
