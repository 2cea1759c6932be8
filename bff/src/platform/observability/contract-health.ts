/**
 * Which endpoints last answered in a shape their contract refuses
 * (docs/rules/errors-and-messages.md#status-catalogue, E000-502): each breach is counted in
 * /metrics, and the endpoint is named under `degraded` on `/readyz` until it answers within its
 * contract again. Names come from the endpoint table, so the set is bounded by it.
 */
export const createContractHealth = (onBreach?: (endpoint: string) => void) => {
  const degraded = new Set<string>();
  return {
    breached(endpoint: string) {
      degraded.add(endpoint);
      onBreach?.(endpoint);
    },
    conformed(endpoint: string) {
      if (degraded.size) degraded.delete(endpoint);
    },
    degraded: (): string[] => [...degraded].sort(),
  };
};
export type ContractHealth = ReturnType<typeof createContractHealth>;
