import { endpointDomains } from './index';

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/**
 * The text of contracts/src/api/api-methods.ts, made from the declarations: the browser's
 * schema-free method table (docs/architecture.md#the-first-page). The web imports that file at
 * run time, so it must not import the declarations (zod); a test regenerates and compares it.
 */
export const methodTableSource = (): string => {
  const lines = Object.entries(endpointDomains).flatMap(([domain, declarations]) => {
    const routes = Object.entries(declarations).flatMap(([name, declaration]) =>
      'browser' in declaration ? [`  ${key(name)}: '${declaration.browser.method}',`] : [],
    );
    return routes.length ? [`  // ${domain}`, ...routes] : [];
  });
  return `// Generated from contracts/src/endpoints by contracts/src/endpoints/method-table.ts: do not edit.
// After changing a declaration: UPDATE_ENDPOINT_TABLES=1 npx jest contracts/src/endpoints --selectProjects contracts

/**
 * Every \`/api\` route of the BFF by name, with its HTTP method (docs/architecture.md#one-endpoint-table).
 * The path is always \`/api/<name>\`. This file holds no schema on purpose: the web imports it at
 * run time to make calls, and the schemas of \`api-routes.ts\` only as types, so neither zod nor
 * the upstream catalogue reach the first page's JavaScript.
 */
export const apiMethods = {
${lines.join('\n')}
} as const satisfies Record<string, 'GET' | 'POST' | 'PUT' | 'DELETE'>;

export type ApiName = keyof typeof apiMethods;
export type ApiMethod = (typeof apiMethods)[ApiName];

/** The mounted path of a route: \`/api/<name>\` outside, \`/<name>\` under the \`/api\` router. */
export const apiPath = (name: ApiName) => \`/\${name}\` as const;
`;
};
