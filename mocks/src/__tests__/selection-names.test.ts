import { mockClient } from '../testing/mock-client';

// docs/rules/search.md#filters: a colour is named in the buyer's language wherever it is shown
// (facet, variation chooser, cart and order lines), never by its code ('indigo').

type Selection = { selection_code: string; selection_name: string; selection_name_en: string };

describe('colour selections', () => {
  it('carry their Japanese and English names in the items the mock answers', async () => {
    const c = await mockClient();
    const res = await c.call('items/list', { variation: 'color:c:indigo', limit: 5 });
    expect(res.status).toBe('E000-000');
    const items = (res.data as { items: { skus: { variation: Selection[] }[] }[] }).items;
    const selections = items.flatMap((i) => i.skus.flatMap((s) => s.variation));
    expect(selections.length).toBeGreaterThan(0);
    expect(selections.find((s) => s.selection_code === 'indigo')).toMatchObject({
      selection_name: '藍色',
      selection_name_en: 'Indigo',
    });
    expect(selections.find((s) => s.selection_code === 'white')).toMatchObject({
      selection_name: '白',
      selection_name_en: 'White',
    });
  });

  it('carry both names in variation/get too, as its variations do (name, name_en)', async () => {
    const c = await mockClient();
    const res = await c.call('variation/get', {});
    expect(res.status).toBe('E000-000');
    type Row = { code: string; name_en?: string; selections: Record<string, unknown>[] };
    const variations = (res.data as { variations: Row[] }).variations;
    const colour = variations.find((v) => v.code === 'color');
    expect(colour?.name_en).toBeTruthy();
    expect(colour?.selections).toEqual(
      expect.arrayContaining([
        { code: 'indigo', name: '藍色', name_en: 'Indigo' },
        { code: 'white', name: '白', name_en: 'White' },
      ]),
    );
    // An amount reads the same in both languages and names itself in both.
    const amount = variations.find((v) => v.code.startsWith('amount-'));
    for (const s of amount?.selections ?? []) expect(s.name_en).toBe(s.name);
  });
});
