import { screen, within } from '@testing-library/react';
import type { Item } from '@kakehashi/contracts/web';
import { renderApp } from '@/testing/render-app';
import { compareList } from '../compare-list';
import { CompareToggle } from '../compare-toggle';
import { CompareTray } from '@/shared/compare/compare-tray';

const item = (id: string): Item => ({ id, code: `P${id}`, name: `商品${id}`, skus: [] });

describe('the compare toggle', () => {
  beforeEach(() => {
    localStorage.clear();
    compareList.reload();
  });

  it('keeps up to four products and greys the others, the tray saying why where a phone can read it', async () => {
    const items = ['1', '2', '3', '4', '5'].map(item);
    const { user } = renderApp(
      <>
        <ul>
          {items.map((i) => (
            <li key={i.id}>
              <CompareToggle item={i} />
            </li>
          ))}
        </ul>
        <CompareTray />
      </>,
      { url: '/x' },
    );
    const limit = 'You can compare up to 4 products. Remove one to add another.';
    const boxes = await screen.findAllByRole('checkbox', { name: 'Compare' });
    for (const box of boxes.slice(0, 3)) await user.click(box);
    expect(screen.queryByText(limit)).not.toBeInTheDocument();
    await user.click(boxes[3]!);
    expect(compareList.get().map((e) => e.code)).toEqual(['P1', 'P2', 'P3', 'P4']);
    // The tray says the limit in words, not only a hover tooltip a phone cannot show.
    const tray = screen.getByRole('complementary', { name: 'Compare products' });
    expect(tray).toHaveTextContent('4 of 4 products chosen for comparison');
    expect(within(tray).getByText(limit)).toBeVisible();
    // The fifth box is greyed, described by the tray's sentence, and a tap ticks nothing.
    expect(boxes[4]).toHaveAttribute('aria-disabled', 'true');
    expect(boxes[4]).toHaveAccessibleDescription(limit);
    await user.click(boxes[4]!);
    expect(boxes[4]).not.toBeChecked();
    expect(compareList.get()).toHaveLength(4);
    await user.click(boxes[0]!);
    expect(boxes[4]).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(limit)).not.toBeInTheDocument();
    await user.click(boxes[4]!);
    expect(boxes[4]).toBeChecked();
    expect(JSON.parse(localStorage.getItem('kk_compare') ?? '[]')).toHaveLength(4);
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
