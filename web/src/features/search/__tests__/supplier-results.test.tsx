import { screen, waitFor, within } from '@testing-library/react';
import type { ApiCall } from '@/testing/fake-api';
import { ok } from '@/testing/fake-api';
import { openSearch, searchBff, yamadaSakeCard } from './search-fakes';

type SupplierBody = {
  keyword?: string;
  certification?: string;
  exportExperience?: boolean;
  sort?: string;
};

const supplierBff = () => {
  const api = searchBff();
  api.on('POST /suppliers/search', (call: ApiCall) => {
    const body = call.body as SupplierBody;
    return ok({
      suppliers: [{ ...yamadaSakeCard, product_count: body.exportExperience ? 4 : 9 }],
      hit: 1,
    });
  });
  return api;
};

const lastSearch = (api: ReturnType<typeof supplierBff>) =>
  api.callsTo('POST /suppliers/search').at(-1)?.body as SupplierBody;

describe('supplier results: certification, export experience and order (docs/rules/lists-and-requests.md#suppliers)', () => {
  it('filters by certification and export experience, through the URL', async () => {
    const { user, router, api } = openSearch('/search/searchSupplier?keyword=sake', supplierBff());
    await screen.findByText('Yamada Sake Brewery Co., Ltd.');
    await user.click(
      within(screen.getByRole('group', { name: 'Export experience' })).getByRole('checkbox', {
        name: 'Has exported',
      }),
    );
    expect(router.state.location.search).toContain('exported=1');
    const certification = await screen.findByRole('group', { name: 'Certification' });
    await user.click(within(certification).getByRole('radio', { name: 'Halal' }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('certification')).toBe('halal');
    expect(params.get('exported')).toBe('1');
    await waitFor(() =>
      expect(lastSearch(api)).toMatchObject({
        keyword: 'sake',
        certification: 'halal',
        exportExperience: true,
      }),
    );
    await user.click(within(certification).getByRole('radio', { name: 'Any certification' }));
    expect(new URLSearchParams(router.state.location.search).get('certification')).toBeNull();
  });

  it('sorts by export markets or founding year; the default order stays out of the URL', async () => {
    const { user, router, api } = openSearch('/search/searchSupplier', supplierBff());
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Most export markets');
    expect(router.state.location.search).toContain('order=exports_desc');
    await waitFor(() => expect(lastSearch(api).sort).toBe('exports_desc'));
    await user.selectOptions(sort, 'Longest established');
    expect(router.state.location.search).toContain('order=established_asc');
    await user.selectOptions(sort, 'Prefecture');
    expect(router.state.location.search).not.toContain('order');
  });
});
