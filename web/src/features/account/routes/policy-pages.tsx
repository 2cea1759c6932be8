import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/shared/ui/page-shell';
import { safeRedirectTarget } from '@kakehashi/contracts/web';
import { PolicyDocument, type PolicyName } from '../components/policy-document';
import { ConsentForm, type ConsentName } from '../components/consent-form';
import { updateSignupDraft, useSignupDraft } from '../lib/signup-draft';

/**
 * A sign-up step: one policy to read and consent to, then the next step
 * (docs/rules/accounts.md#sign-up).
 */
function PolicyAgreementStep({
  name,
  consent,
  next,
}: {
  name: PolicyName;
  consent: ConsentName;
  next: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useSignupDraft();
  return (
    <PageShell title={t(`policy.${name}.title`)} lead={t('policy.agreementLead')}>
      <PolicyDocument name={name} labelledBy="page-title" />
      <ConsentForm
        consents={[consent]}
        initial={draft}
        submitLabel={t('policy.agreeAndContinue')}
        onAgree={() => {
          updateSignupDraft({ [consent]: true });
          navigate(next);
        }}
      />
    </PageShell>
  );
}

/** A policy to read, without consent. */
function PolicyReadingPage({ name }: { name: PolicyName }) {
  const { t } = useTranslation();
  return (
    <PageShell title={t(`policy.${name}.title`)}>
      <PolicyDocument name={name} labelledBy="page-title" full />
    </PageShell>
  );
}

/**
 * /account/buyer_policy (docs/rules/accounts.md#sign-up): the buyer terms with a consent checkbox;
 * first step of sign-up.
 */
export const BuyerPolicyAgreementPage = () => (
  <PolicyAgreementStep name="terms" consent="termsAccepted" next="/account/privacy_policy" />
);

/**
 * /account/privacy_policy (docs/rules/accounts.md#sign-up): the privacy policy with a consent
 * checkbox; then the sign-up form.
 */
export const PrivacyPolicyAgreementPage = () => (
  <PolicyAgreementStep
    name="privacy"
    consent="privacyPolicyAccepted"
    next="/account/buyer_signup"
  />
);

/**
 * /buyer_policy (docs/rules/site-and-pages.md#routes-and-login): the buyer terms to read (footer
 * "terms").
 */
export const BuyerPolicyPage = () => <PolicyReadingPage name="terms" />;

/**
 * /policy (docs/rules/site-and-pages.md#routes-and-login): the privacy policy for signed-in buyers.
 */
export const MemberPrivacyPolicyPage = () => <PolicyReadingPage name="privacy" />;

/**
 * /agree (docs/rules/site-and-pages.md#routes-and-login): a signed-in buyer confirms both policies
 * (the ensure-privacy-policy guard sends buyers here), then continues to where they were going.
 */
export function AgreePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <PageShell title={t('policy.agreeTitle')} lead={t('policy.agreeLead')} narrow>
      <div className="card">
        <ConsentForm
          consents={['termsAccepted', 'privacyPolicyAccepted']}
          submitLabel={t('policy.agreeAndContinue')}
          onAgree={() => navigate(safeRedirectTarget(params.get('redirect')), { replace: true })}
        />
      </div>
    </PageShell>
  );
}
