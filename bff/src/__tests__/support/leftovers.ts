/**
 * What this test file started and has not closed yet. A test that fails before its own `close`
 * calls would leave servers and held sockets open, and jest (in band on a 2-core machine) would
 * then never exit; `closeLeftovers` runs after every file (the bff project's setup file).
 */
const leftovers = new Set<() => Promise<void>>();

/** `close` made safe to call twice, and remembered until it is called. */
export const closedOnce = (close: () => Promise<void>) => {
  let closing: Promise<void> | undefined;
  const closeIt = () => {
    leftovers.delete(closeIt);
    return (closing ??= close());
  };
  leftovers.add(closeIt);
  return closeIt;
};

/** Closes whatever the file's tests started and left open. */
export const closeLeftovers = () => Promise.all([...leftovers].map((close) => close()));
