import http from 'node:http';
import https from 'node:https';

/**
 * Readiness of the upstream: any HTTP answer from its base URL within `timeoutMs` means it is
 * reachable (a 404 for `HEAD /` is still an answer); a refused, dropped or silent connection is not.
 */
export const upstreamProbe = (baseUrl: string, timeoutMs: number) => (): Promise<boolean> =>
  new Promise((resolve) => {
    const url = new URL(baseUrl);
    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request(
      url,
      { method: 'HEAD', timeout: timeoutMs, agent: false },
      (res) => {
        res.resume();
        resolve(true);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(false));
    req.end();
  });
