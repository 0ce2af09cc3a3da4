import type { EventName, TEST_EVENT_NAME } from "../event-names";

/** `charge.dispute.*` carry a dispute, not a charge (Stripe's names): the family is the name's last noun. */
type FamilyOf<N> = N extends `charge.dispute.${string}` ? "dispute" : N extends `${infer F}.${string}` ? F : never;

/** The object an event carries, named by the part of its name before the dot (`charge.captured` → `charge`). */
export type EventFamily = FamilyOf<EventName | typeof TEST_EVENT_NAME>;

export function eventFamilyOf(name: EventName | typeof TEST_EVENT_NAME): EventFamily {
  if (name.startsWith("charge.dispute.")) return "dispute";
  return name.slice(0, name.indexOf(".")) as EventFamily;
}
