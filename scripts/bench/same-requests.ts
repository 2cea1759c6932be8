// Before the peer is compared with the gateway, the bench shows they ask the upstream the same
// thing: a gateway and a peer of their own, each in front of a recorder (upstream-recorder.ts),
// answer the two compared cases once; the upstream requests they made must not differ but for
// the credentials each got at its own sign-in and the gateway's request id.
import type { Goal } from './goals';
import { assertAnswers } from './load';
import type { BenchResources } from './processes';
import {
  gatewayCases,
  peerCases,
  signInAtUpstream,
  signInThroughGateway,
  startGateway,
  startPeer,
} from './stack';
import {
  requestDifferences,
  startUpstreamRecorder,
  type UpstreamRequest,
} from './upstream-recorder';

const credentials = ['x-client-id', 'x-access-token', 'x-user-id', 'x-refresh-token'];
const compared = ['items/list', 'category/trees'];

const lastTo = (requests: UpstreamRequest[], name: string) =>
  requests.filter((r) => r.path.endsWith(`/${name}`)).at(-1);

export const sameUpstreamRequestsGoal = async (
  resources: BenchResources,
  mockUrl: string,
): Promise<Goal> => {
  const recorder = await startUpstreamRecorder(mockUrl);
  try {
    const gateway = await startGateway(resources, recorder.url, { name: 'gateway (recorded)' });
    const ours = gatewayCases(gateway, await signInThroughGateway(gateway));
    recorder.requests.length = 0;
    await assertAnswers(ours.proxied);
    await assertAnswers(ours.cached);
    const fromGateway = [...recorder.requests];
    await gateway.stop();

    const upstream = `${recorder.url}/api/v1`;
    const peer = await startPeer(resources, upstream);
    const theirs = peerCases(peer, await signInAtUpstream(upstream));
    recorder.requests.length = 0;
    await assertAnswers(theirs.proxied);
    await assertAnswers(theirs.cached);
    const fromPeer = [...recorder.requests];
    await peer.stop();

    const differences = compared.flatMap((name) => {
      const a = lastTo(fromGateway, name);
      const b = lastTo(fromPeer, name);
      if (!a || !b) return [`${name}: ${a ? 'the peer' : 'the gateway'} did not call the upstream`];
      return requestDifferences(a, b, credentials).map((d) => `${name}: ${d}`);
    });
    return {
      goal: `the peer asks the upstream exactly what the gateway asks (${compared.join(', ')})`,
      measured: differences.length
        ? `differs (gateway vs peer): ${differences.join('; ')}`
        : 'same method, path, headers and body',
      met: differences.length === 0,
    };
  } finally {
    await recorder.stop();
  }
};
