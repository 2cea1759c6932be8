import { supplierSearchResponseSchema, type Supplier } from '@kakehashi/contracts';
import { mockClient } from '../../testing/mock-client';

const search = async (body: Record<string, unknown>) => {
  const c = await mockClient();
  const answer = await c.call('suppliers/search', { limit: 100, ...body });
  expect(answer.status).toBe('E000-000');
  return supplierSearchResponseSchema.parse(answer.data);
};

describe('supplier search by certification and export experience (docs/rules/lists-and-requests.md#suppliers)', () => {
  it('finds the suppliers whose products carry a certification', async () => {
    const halal = await search({ certification: 'halal' });
    expect(halal.hit).toBeGreaterThan(0);
    expect(halal.suppliers.every((s) => s.certifications?.includes('halal'))).toBe(true);
    const all = await search({});
    expect(halal.hit).toBeLessThan(all.hit);
  });

  it('finds the suppliers that have exported', async () => {
    const exported = await search({ exportExperience: true });
    expect(exported.hit).toBeGreaterThan(0);
    expect(exported.suppliers.every((s) => (s.export_countries?.length ?? 0) > 0)).toBe(true);
  });

  it.each([
    ['exports_desc', (s: Supplier) => -(s.export_countries?.length ?? 0)],
    ['established_asc', (s: Supplier) => s.established_year ?? 0],
    ['products_desc', (s: Supplier) => -s.product_count],
  ] as const)('sorts by %s', async (sort, key) => {
    const { suppliers } = await search({ sort });
    const keys = suppliers.map(key);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it('refuses an order it does not know', async () => {
    const c = await mockClient();
    expect((await c.call('suppliers/search', { sort: 'rating' })).status).toBe('E000-010');
  });
});
