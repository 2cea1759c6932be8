import { screen } from '@testing-library/react';
import type { Item } from '@kakehashi/contracts/web';
import { renderApp } from '@/testing/render-app';
import { compareList } from '../compare-list';
import { CompareToggle } from '../compare-toggle';

const item = (id: string): Item => ({ id, code: `P${id}`, name: `商品${id}`, skus: [] });

describe('the compare toggle', () => {
  beforeEach(() => {
    localStorage.clear();
    compareList.reload();
  });

  it('keeps up to four products and disables the others, saying why', async () => {
    const items = ['1', '2', '3', '4', '5'].map(item);
    const { user } = renderApp(
      <ul>
        {items.map((i) => (
          <li key={i.id}>
            <CompareToggle item={i} />
          </li>
        ))}
      </ul>,
      { url: '/x' },
    );
    const boxes = await screen.findAllByRole('checkbox', { name: 'Compare' });
    for (const box of boxes.slice(0, 4)) await user.click(box);
    expect(compareList.get().map((e) => e.code)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(boxes[4]).toBeDisabled();
    expect(boxes[4]!.closest('label')).toHaveAttribute(
      'title',
      'You can compare up to 4 products. Remove one to add another.',
    );
    await user.click(boxes[0]!);
    expect(boxes[4]).toBeEnabled();
    expect(JSON.parse(localStorage.getItem('kk_compare') ?? '[]')).toHaveLength(3);
  });

  it('restores the choice from storage and ignores anything malformed there', () => {
    localStorage.setItem(
      'kk_compare',
      JSON.stringify([{ id: '1', code: 'P1', name: 'a' }, { id: 2 }, 'junk']),
    );
    compareList.reload();
    expect(compareList.get()).toEqual([{ id: '1', code: 'P1', name: 'a' }]);
  });
});
