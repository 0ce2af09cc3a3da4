/** How long what a dispatcher saw of an endpoint holds; each new answer (or silence) renews it. */
export const ENDPOINT_SPEED_MEMORY_MS = 60_000;
/** Endpoints remembered per kind; the least recently seen are forgotten first (they are probed again). */
const MAX_REMEMBERED = 1_000;

/**
 * What one dispatcher knows of each endpoint's speed: `fast` (its last request was answered within
 * the dispatcher's slow threshold, whatever the status), `slow` (a request of it went unanswered
 * past that threshold), or `unknown` (not seen within ENDPOINT_SPEED_MEMORY_MS). The latest
 * observation wins: an endpoint that starts hanging turns slow, one that recovers turns fast.
 */
export class EndpointSpeeds {
  private readonly fast = new Map<string, number>();
  private readonly slow = new Map<string, number>();

  markFast(endpointId: string, now: number): void {
    this.slow.delete(endpointId);
    remember(this.fast, endpointId, now + ENDPOINT_SPEED_MEMORY_MS);
  }

  markSlow(endpointId: string, now: number): void {
    this.fast.delete(endpointId);
    remember(this.slow, endpointId, now + ENDPOINT_SPEED_MEMORY_MS);
  }

  of(endpointId: string, now: number): "fast" | "slow" | "unknown" {
    if ((this.fast.get(endpointId) ?? 0) > now) return "fast";
    if ((this.slow.get(endpointId) ?? 0) > now) return "slow";
    return "unknown";
  }

  /** The endpoints whose speed is known now (fast or slow), at most 2 × MAX_REMEMBERED. */
  known(now: number): string[] {
    const ids: string[] = [];
    for (const m of [this.fast, this.slow])
      for (const [id, until] of m) {
        if (until > now) ids.push(id);
        else m.delete(id);
      }
    return ids;
  }
}

/** Sets `id` as the most recently seen key, dropping the least recently seen past MAX_REMEMBERED. */
function remember(m: Map<string, number>, id: string, until: number): void {
  m.delete(id);
  m.set(id, until);
  if (m.size > MAX_REMEMBERED) m.delete(m.keys().next().value as string);
}
