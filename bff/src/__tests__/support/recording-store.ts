import type { KvStore } from '../../platform/store/kv-store';

export type StoreCall = { command: string; key: unknown };

/**
 * A store that records every command it is given, with the command's first argument (the key),
 * and passes it on: a test sees what an operation cost in store calls.
 */
export const recordingStore = (store: KvStore) => {
  const calls: StoreCall[] = [];
  const recording = Object.fromEntries(
    Object.entries(store).map(([command, value]) => [
      command,
      typeof value === 'function'
        ? (...args: unknown[]) => {
            calls.push({ command, key: args[0] });
            return (value as (...a: unknown[]) => unknown)(...args);
          }
        : value,
    ]),
  ) as unknown as KvStore;
  return {
    store: recording,
    calls,
    /** The commands so far, in order, optionally only those on keys with `prefix`. */
    commands: (prefix?: string) =>
      calls
        .filter(
          ({ key }) => prefix === undefined || (typeof key === 'string' && key.startsWith(prefix)),
        )
        .map(({ command }) => command),
  };
};
