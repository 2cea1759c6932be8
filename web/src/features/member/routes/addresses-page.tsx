import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SavedAddress } from '@kakehashi/contracts/web';
import { errorMessageOf } from '@/shared/lib/api-error';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useSaveAddress } from '../api/put-address';
import { AddressEditForm } from '../components/address-form';
import { DeleteSavedEntry } from '../components/delete-saved-entry';
import { MypageFrame } from '../components/mypage-frame';
import { QueryState } from '../components/query-state';
import { emptyAddress, type AddressFormInput } from '../lib/address-form';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { labelled } from '@/shared/cart/variation-name';
import { useLocale } from '@/shared/i18n/i18n';
import { usePartyName } from '@/shared/cart/party-name';
import { PartyAddress } from '@/shared/cart/party-address';

type Editing = { adressId?: string; initial: AddressFormInput } | null;

const formOf = ({ address }: SavedAddress): AddressFormInput => ({
  ...emptyAddress(),
  ...address,
  company: address.company ?? '',
  building: address.building ?? '',
});

/** /mypage/addresses: saved delivery addresses — list, add, edit, delete. */
export function AddressesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  // docs/rules/accounts.md#names: the buyer's own name as the header shows it, others as typed.
  const nameOf = usePartyName();
  const addresses = useAddresses();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const open = (next: Editing) => {
    save.reset();
    setNotice(null);
    setEditing(next);
  };

  return (
    <MypageFrame title={t('addresses.title')} lead={t('addresses.lead')}>
      <FormAlert tone="success">{notice}</FormAlert>
      <FormAlert>
        {remove.isError ? errorMessageOf(remove.error, t('common.unexpectedError')) : null}
      </FormAlert>
      {editing ? (
        <AddressEditForm
          title={t(editing.adressId ? 'addresses.editTitle' : 'addresses.addTitle')}
          submitLabel={t(editing.adressId ? 'mypage.save' : 'addresses.saveNew')}
          initial={editing.initial}
          sending={save.isPending}
          error={save.isError ? errorMessageOf(save.error, t('common.unexpectedError')) : null}
          onCancel={() => setEditing(null)}
          onSave={(address) =>
            save.mutate(
              { ...(editing.adressId ? { adressId: editing.adressId } : {}), address },
              {
                onSuccess: () => {
                  setEditing(null);
                  setNotice(t('addresses.saved'));
                },
              },
            )
          }
        />
      ) : (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => open({ initial: emptyAddress() })}
          >
            {t('addresses.add')}
          </button>
        </p>
      )}
      <QueryState query={addresses}>
        {(list) =>
          list.length === 0 ? (
            <p className="notice notice--info">{t('addresses.none')}</p>
          ) : (
            <ul className="saved-list">
              {list.map((entry) => (
                <li key={entry.adressId} className="saved-item">
                  {/* Read as an order's party is, in each language
                      (docs/rules/site-and-pages.md#addresses-and-phones). */}
                  <div className="saved-item__body">
                    <PartyAddress party={entry.address} />
                  </div>
                  <div className="saved-item__actions">
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => open({ adressId: entry.adressId, initial: formOf(entry) })}
                      aria-label={labelled(t('mypage.edit'), nameOf(entry.address.name), locale)}
                    >
                      {t('mypage.edit')}
                    </button>
                    <DeleteSavedEntry
                      name={nameOf(entry.address.name)}
                      disabled={remove.isPending}
                      onConfirm={() =>
                        remove.mutate(entry.adressId, {
                          onSuccess: () => setNotice(t('addresses.deleted')),
                        })
                      }
                    />
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </MypageFrame>
  );
}
