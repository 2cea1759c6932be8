import { usePartyName } from './party-name';

/** The parts of a purchaser or receiver an address block shows. */
export type PartyAddressValue = {
  name: string;
  company?: string;
  zip?: string;
  state?: string;
  city?: string;
  street?: string;
  building?: string;
  email?: string;
  tel?: string;
};

/**
 * A party as the address block a buyer recognises (orders are delivered in Japan, in the
 * Japanese order: 〒zip, prefecture, city, street, building), the name as
 * docs/rules/accounts.md#names orders it.
 */
export function PartyAddress({ party }: { party: PartyAddressValue }) {
  const nameOf = usePartyName();
  return (
    <address className="party-summary">
      <strong>{nameOf(party.name)}</strong>
      {party.company && <span>{party.company}</span>}
      <span>
        〒{party.zip?.replace(/^(\d{3})(\d{4})$/, '$1-$2')} {party.state}
        {party.city}
        {party.street} {party.building}
      </span>
      {(party.email || party.tel) && (
        <span>{[party.email, party.tel].filter(Boolean).join(' · ')}</span>
      )}
    </address>
  );
}
