import type { SimVenueAHost } from '../port.js';

/**
 * The simulation's markets close when the service records their resolution. Every read asks for it,
 * except where a caller accepts an answer up to `recentMs` old (an order: the reservation that
 * writes it checks the resolution itself, so the saved read only spares a round trip). A market
 * is remembered as unresolved only, by wall time (not the service clock, which tests stop), and a
 * resolution this process records is seen at once.
 */
export function resolutionCache(host: SimVenueAHost) {
  const openAt = new Map<string, number>();
  return {
    async of(conditionIds?: readonly string[], recentMs = 0): Promise<ReadonlySet<string>> {
      if (!conditionIds) return host.resolved();
      const now = performance.now();
      const ids = conditionIds.map((id) => id.toLowerCase());
      const ask = ids.filter((id) => !(now - (openAt.get(id) ?? -Infinity) < recentMs));
      if (!ask.length) return new Set();
      const found = await host.resolved(ask);
      for (const id of ask) {
        if (found.has(id)) openAt.delete(id);
        else openAt.set(id, now);
      }
      return found;
    },
    noteResolved(conditionId: string): void {
      openAt.delete(conditionId.toLowerCase());
    },
  };
}
