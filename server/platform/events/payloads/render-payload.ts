import type { ApiVersion } from "@/server/universal/api-versions";
import type { EventName, TEST_EVENT_NAME } from "../event-names";
import { eventFamilyOf } from "./event-family";
import { PAYLOAD_PRESENTERS } from "./presenters";

/**
 * The body sent to an endpoint pinned to `version`, byte for byte the same on every attempt
 * (docs/api/webhooks.md, "Payload"). The event keeps the object's snapshot; the endpoint's version
 * decides which fields of it are published, so a change of the live API view never reaches an
 * endpoint pinned to an older version.
 */
export function renderEventPayload(
  event: { id: string; name: string; createdAt: Date; data: Record<string, unknown> },
  version: ApiVersion,
): string {
  const family = eventFamilyOf(event.name as EventName | typeof TEST_EVENT_NAME);
  const present = PAYLOAD_PRESENTERS[version]?.[family];
  if (!present) throw new Error(`No webhook presenter for ${family} events in version ${version}`);
  return JSON.stringify({
    id: event.id,
    event: event.name,
    api_version: version,
    created_at: event.createdAt.toISOString(),
    data: present(event.data),
  });
}
