import { belowFoldAreas } from '@/features/home/components/below-fold-contents';
import { frameArea, stringAreas, type StringsArea } from '@/locales';
import { localeParts } from '@/testing/strings';
import { keysNamed, routeModules, staticClosure } from '@/testing/string-usage';

// Each page loads only the string areas its route declares (docs/architecture.md#the-first-page):
// a key its code names from an area it does not load would show as a bare key. This reads the
// code as text; the whole-app tests, which load strings as the browser does, check the rest.

/** Every key (leaf) of every area, with its area. */
const areaOfKey = new Map<string, StringsArea>();
const collect = (node: unknown, prefix: string, area: StringsArea) => {
  if (node !== null && typeof node === 'object' && !Array.isArray(node))
    Object.entries(node).forEach(([key, value]) =>
      collect(value, prefix ? `${prefix}.${key}` : key, area),
    );
  else areaOfKey.set(prefix, area);
};
stringAreas.forEach((area) => collect(localeParts.en[area], '', area));
const topLevelKeys = new Set([...areaOfKey.keys()].map((key) => key.split('.')[0]!));

/**
 * The areas a named key (or a template's prefix) may come from: a leaf, its plural forms
 * (`count_one`), or every leaf under a prefix.
 */
const areasOf = (named: string) =>
  new Set(
    [...areaOfKey]
      .filter(([key]) =>
        named.endsWith('.')
          ? key.startsWith(named)
          : key === named || key.startsWith(`${named}.`) || key.startsWith(`${named}_`),
      )
      .map(([, area]) => area),
  );

/** For each file of a module's static closure, the keys whose area is not in `areas`. */
const unloaded = (files: string[], areas: StringsArea[]) =>
  files
    // The strings loader names files (`catalog.en`), not keys.
    .filter((file) => !file.includes('/src/locales/'))
    .flatMap((file) =>
      keysNamed(file, topLevelKeys)
        .map((key) => ({ key, from: [...areasOf(key)] }))
        .filter(({ from }) => from.length === 0 || from.some((area) => !areas.includes(area)))
        .map(
          ({ key, from }) => `${file.replace(/.*\/src\//, '')}: ${key} (${from.join() || 'none'})`,
        ),
    );

describe('the strings each page loads', () => {
  it('the frame (what start-up loads) names only keys of the frame area', () => {
    const frame = [
      'main.tsx',
      'app/app.tsx',
      'app/router/route-tree.tsx',
      'shared/i18n/i18n.ts',
    ].flatMap(staticClosure);
    expect(unloaded([...new Set(frame)], [frameArea])).toEqual([]);
  });

  const routeFiles = [
    'app/router/member-routes.ts',
    'app/router/public-routes.ts',
    'app/router/shop-routes.ts',
  ];

  it.each(routeFiles)('%s loads every route module through routeModule', (file) => {
    const { declared, imports } = routeModules(file);
    expect(declared.length).toBeGreaterThan(0);
    expect(declared).toHaveLength(imports);
  });

  const declared = routeFiles.flatMap((file) => routeModules(file).declared);
  it.each(declared.map((route) => [route.module, route.areas] as const))(
    '%s declares the areas of every key it names',
    (module, areas) => {
      expect(areas.filter((area) => !(stringAreas as readonly string[]).includes(area))).toEqual(
        [],
      );
      expect(unloaded(staticClosure(module), [frameArea, ...(areas as StringsArea[])])).toEqual([]);
    },
  );

  it("the top page's last bands, loaded when scrolled near, name keys of their page's areas or their own", () => {
    const home = declared.find((route) => route.module === 'features/home/routes/home-page.tsx');
    const areas = [frameArea, ...((home?.areas ?? []) as StringsArea[]), ...belowFoldAreas];
    expect(
      unloaded(staticClosure('features/home/components/below-fold-contents.tsx'), areas),
    ).toEqual([]);
  });
});
