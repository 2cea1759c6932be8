import { buyerTour } from '../tour/buyer-tour';
import { createUpstreamClient } from '../tour/upstream-client';
import { recordingFetch, type Exchange, type Fixture } from './fixture';
import { createScrubber } from './scrub';

/**
 * Records the scripted buyer tour against an upstream and returns it as a fixture,
 * with tokens, emails and codes scrubbed. The upstream must offer the mock's outbox and issuer
 * page (the live mock does; a real SaaS needs equivalents).
 */
export const recordTour = async (
  upstream: string,
  basePath: string,
  name = 'buyer-tour',
): Promise<Fixture> => {
  const exchanges: Exchange[] = [];
  const client = createUpstreamClient(upstream, basePath, recordingFetch(upstream, exchanges));
  await buyerTour(client, `tour.${Date.now()}@example.org`, ['error', 'cancel', 'success']);
  return { name, recordedAt: new Date().toISOString(), exchanges: createScrubber()(exchanges) };
};
