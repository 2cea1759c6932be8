import { createRequire } from 'node:module';
import path from 'node:path';
import { isUpstreamName, type UpstreamAdapter, type UpstreamName } from '@kakehashi/contracts';

/** What an adapter function produced, or the error it threw, as a value: it never crashes a call. */
export type Adapted = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Loads the module `UPSTREAM_ADAPTER` names (docs/integrators.md#adapting-an-upstream-that-differs),
 * resolved from the process's working folder, once at boot. A CommonJS `.js`/`.cjs` works on
 * every supported Node; an ES module (`.mjs`, `export default`) through Node's require(esm).
 * Anything wrong is a message the config loader shows under the variable's name.
 */
export const loadUpstreamAdapter = (
  file: string,
  cwd = process.cwd(),
): { ok: true; adapter: UpstreamAdapter } | { ok: false; message: string } => {
  const resolved = path.resolve(cwd, file);
  let loaded: unknown;
  try {
    loaded = createRequire(path.join(cwd, 'noop.js'))(resolved);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND';
    return {
      ok: false,
      message: missing
        ? `no module at ${resolved}`
        : `${resolved} failed to load: ${(error as Error).message}`,
    };
  }
  const exported =
    loaded && typeof loaded === 'object' && 'default' in loaded
      ? (loaded as { default: unknown }).default
      : loaded;
  if (!exported || typeof exported !== 'object' || Array.isArray(exported))
    return { ok: false, message: `${resolved} exports no adapter object (module.exports = { … })` };
  const problems: string[] = [];
  for (const [name, entry] of Object.entries(exported)) {
    if (!isUpstreamName(name)) problems.push(`${name}: not an endpoint of the catalogue`);
    else if (!entry || typeof entry !== 'object')
      problems.push(`${name}: expected { request?, answer? }`);
    else
      for (const [key, fn] of Object.entries(entry as object))
        if ((key !== 'request' && key !== 'answer') || typeof fn !== 'function')
          problems.push(`${name}.${key}: only request and answer functions are allowed`);
  }
  if (!Object.keys(exported).length) problems.push('adapts no endpoint');
  if (problems.length) return { ok: false, message: `${resolved}: ${problems.join('; ')}` };
  return { ok: true, adapter: exported as UpstreamAdapter };
};

const run = (fn: () => unknown): Adapted => {
  try {
    return { ok: true, value: fn() };
  } catch (error) {
    return { ok: false, error };
  }
};

/**
 * The two hooks, shared by the BFF's gateway and the conformance tool so both see the upstream
 * the same way. Without an adapter (or for an endpoint it does not name) each is a lookup that
 * returns undefined: the caller sends and reads the values as they are.
 */
export const adapterHooks = (adapter: UpstreamAdapter | undefined) => ({
  /** The contract's request body → the upstream's, or undefined when nothing adapts it. */
  request: (name: UpstreamName, body: unknown): Adapted | undefined => {
    const fn = adapter?.[name]?.request as ((body: unknown) => unknown) | undefined;
    return fn ? run(() => fn(body)) : undefined;
  },
  /** The upstream's `data` → the contract's, or undefined when nothing adapts it. */
  answer: (name: UpstreamName, data: unknown, status: string[]): Adapted | undefined => {
    const fn = adapter?.[name]?.answer as
      ((data: unknown, context: { name: UpstreamName; status: string[] }) => unknown) | undefined;
    return fn ? run(() => fn(data, { name, status })) : undefined;
  },
});
export type AdapterHooks = ReturnType<typeof adapterHooks>;
