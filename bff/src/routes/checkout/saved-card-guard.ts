import { StatusCode, type Language } from '@kakehashi/contracts';
import type { Answer, ResultMapper } from '../../platform/api/result-mapper';
import { isSignedIn } from '../../platform/session/session-record';
import type { SessionPort } from '../../platform/session/session-port';
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

export const createSavedCardGuard =
  (deps: { gateway: UpstreamGateway; results: ResultMapper }) =>
  async (port: SessionPort, body: unknown): Promise<Answer | null> => {
    const { id, card_id } = (body as PaymentBody).paymentProfile ?? {};
    if (!card_id) return null;
    const refuse = () =>
      deps.results.own(
        StatusCode.invalidInput,
        port.language,
        { errors: [{ name: 'paymentProfile.card_id', value: notYours[port.language] }] },
        400,
      );
    if (!isSignedIn(port.current())) return refuse();
    const outcome = await deps.gateway.call(port, 'member/creditcard/get', {
      payment_profile_id: id,
    });
    const cards =
      outcome.kind === 'response' && outcome.status === StatusCode.success
        ? ((outcome.data as { cards?: { card_id?: string }[] } | undefined)?.cards ?? [])
        : [];
    return cards.some((c) => c.card_id === card_id) ? null : refuse();
  };
