/**
 * One outline icon set (UI.md "Icons"): 24 px strokes drawn inline, no icon font. Decorative by
 * default (aria-hidden); the control around an icon carries the accessible name.
 */
const paths = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  cart: 'M3 4h2l2 11h11l2-8H6M9 20a1 1 0 1 0 0-.01M18 20a1 1 0 1 0 0-.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  badge:
    'M12 3l2.5 2 3.2-.3.6 3.1 2.7 1.8-1.5 2.9 1.5 2.9-2.7 1.8-.6 3.1-3.2-.3L12 21l-2.5-2-3.2.3-.6-3.1L3 14.4l1.5-2.9L3 8.6l2.7-1.8.6-3.1 3.2.3zM9 12l2 2 4-4',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  leaf: 'M5 19c0-8 6-14 15-14 0 9-6 15-14 15M5 19l7-7',
  play: 'M8 5l11 7-11 7z',
  filter: 'M4 5h16l-6 8v6l-4-2v-4z',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  factory: 'M3 21V10l6 4v-4l6 4V5h4v16zM7 17h2M12 17h2',
  // A picture crossed out: a product without one (ProductImage's thumbnail).
  noImage: 'M4 5h16v14H4zM4 15l4-4 4 4 2-2 6 6M15 9h.01M3 3l18 18',
  // categories
  bottle: 'M10 3h4v4l2 3v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V10l2-3zM8 13h8',
  cup: 'M5 8h12v6a5 5 0 0 1-5 5h-2a5 5 0 0 1-5-5zM17 10h2a2 2 0 0 1 0 4h-2M9 3v2M13 3v2',
  bowl: 'M3 11h18a9 9 0 0 1-18 0zM8 8c0-2 2-2 2-4M13 8c0-2 2-2 2-4',
  candy: 'M8 8a5.7 5.7 0 1 1 8 8 5.7 5.7 0 0 1-8-8zM8 8L4 4l-1 4 2 1M16 16l4 4 1-4-2-1',
  fish: 'M3 12c3-4 8-6 13-3l5-3v12l-5-3c-5 3-10 1-13-3zM15 11h.01',
  fruit: 'M12 7c-4-2-8 1-7 6s4 8 7 7c3 1 6-2 7-7s-3-8-7-6zM12 7c0-2 1-3 3-4',
  rice: 'M4 12h16a8 8 0 0 1-16 0zM7 9l1-4M11 9V4M15 9l1-4',
  meat: 'M15 4a6 6 0 0 1 4 9l-7 7a5 5 0 0 1-8-6l7-7a6 6 0 0 1 4-3zM9 15h.01',
  plate: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  shirt: 'M8 3l4 2 4-2 5 4-3 3-2-1v12H8V9l-2 1-3-3z',
  drop: 'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z',
  knife: 'M4 20L15 9l3-6 3 3-6 3L4 20zM12 12l2 2',
  pencil: 'M4 20l1-5L16 4l4 4L9 19zM14 6l4 4',
  gear: 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1',
  tractor:
    'M7 19a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM4 13V7h7l2 6M13 13h7v-3h-5',
  film: 'M4 4h16v16H4zM8 4v16M16 4v16M4 8h4M4 12h4M4 16h4M16 8h4M16 12h4M16 16h4',
  palette:
    'M12 3a9 9 0 1 0 0 18c1 0 2-1 1-2s0-3 2-3h2a4 4 0 0 0 4-4c0-5-4-9-9-9zM7 11h.01M10 7h.01M15 7h.01',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}

/** The icon of a catalogue category (top page and category list). */
export const categoryIcons: Record<string, IconName> = {
  food: 'bowl',
  goods: 'plate',
  machines: 'gear',
  other: 'palette',
  'food-sake': 'bottle',
  'food-tea': 'cup',
  'food-seasoning': 'bowl',
  'food-confectionery': 'candy',
  'food-seafood': 'fish',
  'food-produce': 'fruit',
  'food-staple': 'rice',
  'food-meat': 'meat',
  'goods-tableware': 'plate',
  'goods-textile': 'shirt',
  'goods-cosmetics': 'drop',
  'goods-tools': 'knife',
  'goods-household': 'pencil',
  'machines-food': 'factory',
  'machines-agri': 'tractor',
  'machines-industrial': 'gear',
  'other-video': 'film',
  'other-crafts': 'palette',
};
