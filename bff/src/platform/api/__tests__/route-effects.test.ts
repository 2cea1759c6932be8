import { apiRoutes, type ApiName } from '@kakehashi/contracts';
import type { RouteContext, RouteHandler } from '../api-router';
import type { Answer } from '../result-mapper';
import { withEffects, type RouteEffect } from '../route-effects';

// docs/architecture.md#route-effects: the effects a route's declaration calls for are put around
// its handler once, when it is mounted, the first of the list outermost.
const call = {} as RouteContext<ApiName>;
const answered = (status: string): Answer => ({ result: { status, data: null }, httpStatus: 200 });

/** An effect acting on routes declaring `memberCart`, writing what it sees into `seen`. */
const noting = (seen: string[], label: string, refuse = false): RouteEffect => ({
  on: (_name, route) =>
    route.memberCart
      ? {
          before: async () => {
            seen.push(`${label} before`);
            return refuse ? { refused: answered('refused') } : { held: label };
          },
          after: async (_call, reply, held) => {
            seen.push(`${label} after ${reply?.result.status} ${String(held)}`);
          },
          failed: async () => {
            seen.push(`${label} failed`);
          },
        }
      : undefined,
});

describe('route effects', () => {
  it('leaves the handler of a route no effect acts on as it is', () => {
    const handle: RouteHandler<'items/list'> = async () => answered('E000-000');
    const mounted = withEffects('items/list', apiRoutes['items/list'], handle, [noting([], 'a')]);
    expect(apiRoutes['items/list'].memberCart).toBeUndefined();
    expect(mounted).toBe(handle);
  });

  it('runs the first effect outermost, each after with what its before held', async () => {
    const seen: string[] = [];
    const handle = async () => {
      seen.push('handler');
      return answered('E000-000');
    };
    const mounted = withEffects('cart/get', apiRoutes['cart/get'], handle, [
      noting(seen, 'a'),
      noting(seen, 'b'),
    ]);
    expect((await mounted(call as never))?.result.status).toBe('E000-000');
    expect(seen).toEqual([
      'a before',
      'b before',
      'handler',
      'b after E000-000 b',
      'a after E000-000 a',
    ]);
  });

  it('answers a refusal without the handler; an outer effect sees it as the reply', async () => {
    const seen: string[] = [];
    const handle = jest.fn(async () => answered('E000-000'));
    const mounted = withEffects('cart/get', apiRoutes['cart/get'], handle, [
      noting(seen, 'a'),
      noting(seen, 'b', true),
    ]);
    expect((await mounted(call as never))?.result.status).toBe('refused');
    expect(handle).not.toHaveBeenCalled();
    expect(seen).toEqual(['a before', 'b before', 'a after refused a']);
  });

  it('lets every effect undo its before when the handler throws, and throws on', async () => {
    const seen: string[] = [];
    const mounted = withEffects(
      'cart/get',
      apiRoutes['cart/get'],
      async () => {
        throw new Error('upstream gone');
      },
      [noting(seen, 'a'), noting(seen, 'b')],
    );
    await expect(mounted(call as never)).rejects.toThrow('upstream gone');
    expect(seen).toEqual(['a before', 'b before', 'b failed', 'a failed']);
  });
});
