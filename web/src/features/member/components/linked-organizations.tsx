import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  formMessage,
  formatDate,
  formatDateTime,
  matches,
  organizationMemberNoPattern,
  textField,
  type ExternalOrganization,
  type Language,
} from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { errorMessageOf } from '@/shared/lib/api-error';
import { ConfirmRemove } from '@/shared/ui/confirm-remove';
import { FieldFrame } from '@/shared/ui/form/field-frame';
import { BusyButton } from '@/shared/ui/form/busy-button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { useAddOrganization } from '../api/add-organization';
import { useOrganizationToken } from '../api/get-organization-token';
import { useOrganizations } from '../api/list-organizations';
import { useRemoveOrganization } from '../api/remove-organization';
import { QueryState } from './query-state';
import { labelled } from '@/shared/cart/variation-name';
import { CopyButton } from '@/shared/ui/copy-button';

type AddForm = { organization_code: string; member_no: string };
const addFormSchema = (lang: Language, t: TFunction) =>
  z.object({
    organization_code: z.string().min(1, {
      error: formMessage(lang, 'selectRequired', {
        label: t('linked.orgs.inMessages.organisation'),
      }),
    }),
    member_no: textField(
      { lang, label: t('linked.orgs.memberNo') },
      matches(organizationMemberNoPattern, 'invalid'),
    ),
  });

/**
 * The organisations the buyer belongs to: list, a connection code for one, remove, and add one
 * of those still joinable (docs/rules/linked-services.md#organisations).
 */
export function LinkedOrganizations() {
  const { t } = useTranslation();
  const lang = useLocale();
  const list = useOrganizations();
  const add = useAddOrganization();
  const remove = useRemoveOrganization();
  const token = useOrganizationToken();
  const [tokenFor, setTokenFor] = useState<ExternalOrganization | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useLocalizedForm<AddForm>(addFormSchema, {
    defaultValues: { organization_code: '', member_no: '' },
  });
  const failed = add.error ?? remove.error ?? token.error;
  /**
   * A new action starts clean: the last action's failure and success notes go (a connection code
   * already shown stays).
   */
  const startAction = () => {
    add.reset();
    remove.reset();
    if (token.isError) token.reset();
    setNotice(null);
  };

  return (
    <QueryState query={list}>
      {({ organizations, joinable }) => (
        <>
          <FormAlert tone="success">{notice}</FormAlert>
          <FormAlert>
            {failed ? errorMessageOf(failed, t('common.unexpectedError')) : null}
          </FormAlert>
          {organizations.length === 0 ? (
            <p className="notice notice--info">{t('linked.orgs.none')}</p>
          ) : (
            <ul className="saved-list">
              {organizations.map((org) => (
                <li key={org.organization_code} className="saved-item linked-org">
                  <div className="saved-item__body">
                    <strong>{org.name}</strong>
                    <span>{labelled(t('linked.orgs.memberNo'), org.member_no, lang)}</span>
                    <span className="field__hint">
                      {t('linked.orgs.since', { date: formatDate(org.linked_at, lang) })}
                    </span>
                  </div>
                  <div className="saved-item__actions">
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={t('linked.orgs.codeFor', { name: org.name })}
                      disabled={token.isPending}
                      onClick={() => {
                        startAction();
                        token.mutate(org.organization_code, { onSuccess: () => setTokenFor(org) });
                      }}
                    >
                      {t('linked.orgs.code')}
                    </button>
                    <ConfirmRemove
                      label={t('linked.orgs.remove')}
                      accessibleLabel={labelled(t('linked.orgs.remove'), org.name, lang)}
                      question={t('linked.orgs.confirmRemove', { name: org.name })}
                      confirmLabel={t('linked.orgs.confirmRemoveButton')}
                      cancelLabel={t('linked.orgs.cancelRemove')}
                      disabled={remove.isPending}
                      onConfirm={() => {
                        startAction();
                        remove.mutate(org.organization_code, {
                          onSuccess: () => {
                            setTokenFor(null);
                            setNotice(t('linked.orgs.removed'));
                          },
                        });
                      }}
                    />
                  </div>
                  {tokenFor?.organization_code === org.organization_code && token.data && (
                    <div className="linked-token" role="status">
                      <p className="linked-token__label">
                        {t('linked.orgs.codeFor', { name: org.name })}
                      </p>
                      <code className="linked-token__code">{token.data.token}</code>
                      <CopyButton
                        text={token.data.token}
                        label={t('linked.orgs.copy')}
                        done={t('linked.orgs.copied')}
                      />
                      <p className="field__hint">
                        {t('linked.orgs.codeHint', {
                          name: org.name,
                          time: formatDateTime(token.data.expires_at, lang),
                        })}
                      </p>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          {joinable.length === 0 ? (
            <p className="field__hint">{t('linked.orgs.allAdded')}</p>
          ) : (
            <form
              className="form linked-add"
              noValidate
              onSubmit={handleSubmit((body) => {
                startAction();
                add.mutate(body, {
                  onSuccess: () => {
                    reset();
                    setNotice(t('linked.orgs.added'));
                  },
                });
              })}
            >
              <h3 className="card__subtitle">{t('linked.orgs.add')}</h3>
              <div className="field-row">
                <FieldFrame
                  id="org-code"
                  label={t('linked.orgs.organisation')}
                  required
                  error={formState.errors.organization_code}
                >
                  {(describedBy) => (
                    <select
                      id="org-code"
                      className="input select"
                      aria-invalid={formState.errors.organization_code ? true : undefined}
                      aria-describedby={describedBy}
                      {...register('organization_code')}
                    >
                      <option value="">{t('linked.orgs.choose')}</option>
                      {joinable.map((o) => (
                        <option key={o.organization_code} value={o.organization_code}>
                          {o.name}
                        </option>
                      ))}
                    </select>
                  )}
                </FieldFrame>
                <TextField
                  label={t('linked.orgs.memberNo')}
                  autoComplete="off"
                  required
                  error={formState.errors.member_no}
                  registration={register('member_no')}
                />
              </div>
              <div className="button-row">
                <BusyButton busy={add.isPending} type="submit">
                  {t('linked.orgs.add')}
                </BusyButton>
              </div>
            </form>
          )}
        </>
      )}
    </QueryState>
  );
}
