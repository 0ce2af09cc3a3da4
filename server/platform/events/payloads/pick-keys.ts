/** What a version renders for one object family: the `data` of the payload, from the event's snapshot. */
export type PayloadPresenter = (snapshot: Record<string, unknown>) => Record<string, unknown>;

/**
 * A presenter that keeps exactly the top-level fields a version published, in that order, so that a field the
 * live API view gains later does not reach the endpoints pinned to this version. A field the snapshot lacks is
 * left out (never invented); the recorded fixtures fail when one goes missing (tests/webhooks/payload-shapes.test.ts).
 */
export function pickKeys(keys: readonly string[]): PayloadPresenter {
  return (snapshot) => {
    const data: Record<string, unknown> = {};
    for (const key of keys) if (key in snapshot) data[key] = snapshot[key];
    return data;
  };
}
