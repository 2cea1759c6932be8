import { StatusCode, type Language } from '@kakehashi/contracts';
import type { ResultMapper } from '../../platform/api/result-mapper';
import type { RouteEffect, RouteStep } from '../../platform/api/route-effects';
import { isSignedIn } from '../../platform/session/session-record';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';

// docs/rules/cart-and-checkout.md#card-payment: a payment that names a saved card (`card_id`) is
// forwarded only when the card is one of the signed-in member's, as the upstream lists them for
// the payment profile; a guest names none. The browser's word proves nothing, and the upstream
// refuses another member's card as well, so neither layer relies on the other.

const notYours: Record<Language, string> = {
  en: 'This card is not one of your saved cards. Choose a card again.',
  jp: 'このカードは保存済みのカードにありません。カードを選び直してください。',
};

type PaymentBody = { paymentProfile?: { id?: string; card_id?: string } };

/**
 * The route effect (platform/api/route-effects.ts) of every route declaring `savedCardGuard`: before
 * the handler, a named card that is not the member's is refused 400 in the buyer's language.
 */
export const createSavedCardGuard = (deps: {
  gateway: UpstreamGateway;
  results: ResultMapper;
}): RouteEffect => {
  const step: RouteStep = {
    async before({ session, body }) {
      const { id, card_id } = (body as PaymentBody).paymentProfile ?? {};
      if (!card_id) return { held: undefined };
      const refuse = async () => ({
        refused: await deps.results.own(
          StatusCode.invalidInput,
          session.language,
          { errors: [{ name: 'paymentProfile.card_id', value: notYours[session.language] }] },
          400,
        ),
      });
      if (!isSignedIn(session.current())) return refuse();
      const outcome = await deps.gateway.call(session, 'member/creditcard/get', {
        payment_profile_id: id,
      });
      const cards =
        outcome.kind === 'response' && outcome.status === StatusCode.success
          ? ((outcome.data as { cards?: { card_id?: string }[] } | undefined)?.cards ?? [])
          : [];
      return cards.some((c) => c.card_id === card_id) ? { held: undefined } : refuse();
    },
  };
  return { on: (_name, route) => (route.savedCardGuard ? step : undefined) };
};
