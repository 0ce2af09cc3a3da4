import { describe, expect, it } from "vitest";
import { ENDPOINT_SPEED_MEMORY_MS, EndpointSpeeds } from "@/server/delivery/webhooks/endpoint-speed";

describe("what a dispatcher remembers of each endpoint's speed", () => {
  it("an endpoint is unknown until seen, and the latest observation wins", () => {
    const s = new EndpointSpeeds();
    expect(s.of("a", 0)).toBe("unknown");
    s.markSlow("a", 0);
    expect(s.of("a", 1)).toBe("slow");
    s.markFast("a", 2);
    expect(s.of("a", 3)).toBe("fast");
    s.markSlow("a", 4);
    expect(s.of("a", 5)).toBe("slow");
    expect(s.known(5)).toEqual(["a"]);
  });

  it("forgets an endpoint not seen for a minute: it is probed again", () => {
    const s = new EndpointSpeeds();
    s.markFast("a", 0);
    s.markSlow("b", 1_000);
    expect(s.known(ENDPOINT_SPEED_MEMORY_MS - 1).sort()).toEqual(["a", "b"]);
    expect(s.of("a", ENDPOINT_SPEED_MEMORY_MS)).toBe("unknown");
    expect(s.known(ENDPOINT_SPEED_MEMORY_MS)).toEqual(["b"]);
    s.markFast("b", ENDPOINT_SPEED_MEMORY_MS); // seen again: remembered for another minute
    expect(s.of("b", 2 * ENDPOINT_SPEED_MEMORY_MS - 1)).toBe("fast");
  });

  it("keeps the most recently seen endpoints when there are more than it remembers", () => {
    const s = new EndpointSpeeds();
    for (let i = 0; i < 1_500; i++) s.markFast(`e${i}`, 0);
    s.markFast("e0", 1); // seen again: now the most recent
    const known = s.known(2);
    expect(known).toHaveLength(1_000);
    expect(known).toContain("e0");
    expect(known).toContain("e1499");
    expect(s.of("e1", 2)).toBe("unknown");
  });
});
