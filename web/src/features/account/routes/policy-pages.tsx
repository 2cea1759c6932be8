import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/shared/ui/page-shell';
import { safeRedirectTarget } from '@kakehashi/contracts';
import { PolicyDocument } from '../components/policy-document';
import { ConsentForm } from '../components/consent-form';
import { updateSignupDraft, useSignupDraft } from '../lib/signup-draft';

/** spec §2 /account/buyer_policy: the buyer terms with a consent checkbox; first step of sign-up. */
export function BuyerPolicyAgreementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useSignupDraft();
  return (
    <PageShell title={t('policy.terms.title')} lead={t('policy.agreementLead')}>
      <PolicyDocument name="terms" labelledBy="page-title" />
      <ConsentForm
        consents={['termsAccepted']}
        initial={draft}
        submitLabel={t('policy.agreeAndContinue')}
        onAgree={() => {
          updateSignupDraft({ termsAccepted: true });
          navigate('/account/privacy_policy');
        }}
      />
    </PageShell>
  );
}

/** spec §2 /account/privacy_policy: the privacy policy with a consent checkbox; then the sign-up form. */
export function PrivacyPolicyAgreementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useSignupDraft();
  return (
    <PageShell title={t('policy.privacy.title')} lead={t('policy.agreementLead')}>
      <PolicyDocument name="privacy" labelledBy="page-title" />
      <ConsentForm
        consents={['privacyPolicyAccepted']}
        initial={draft}
        submitLabel={t('policy.agreeAndContinue')}
        onAgree={() => {
          updateSignupDraft({ privacyPolicyAccepted: true });
          navigate('/account/buyer_signup');
        }}
      />
    </PageShell>
  );
}

/** spec §2 /buyer_policy: the buyer terms to read (footer "terms"). */
export function BuyerPolicyPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('policy.terms.title')}>
      <PolicyDocument name="terms" labelledBy="page-title" />
    </PageShell>
  );
}

/** spec §2 /policy: the privacy policy for signed-in buyers. */
export function MemberPrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('policy.privacy.title')}>
      <PolicyDocument name="privacy" labelledBy="page-title" />
    </PageShell>
  );
}

/**
 * spec §2 /agree: a signed-in buyer confirms both policies (the ensure-privacy-policy guard sends
 * buyers here), then continues to where they were going.
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
