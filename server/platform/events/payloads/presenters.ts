import type { ApiVersion } from "@/server/universal/api-versions";
import type { EventFamily } from "./event-family";
import type { PayloadPresenter } from "./pick-keys";
import { fields20261126, nestedFields20261126, presenters20261126 } from "./v2026-11-26";

/**
 * The payload presenters, keyed by version and object family: every known version must have one for every
 * family, or this does not type-check. A new version adds a row here (docs/api/versioning.md).
 */
export const PAYLOAD_PRESENTERS: Record<ApiVersion, Record<EventFamily, PayloadPresenter>> = {
  "2026-11-26": presenters20261126,
};

/** The fields each version publishes per family, which its presenters keep (the OpenAPI `webhooks` read them). */
export const PAYLOAD_FIELDS: Record<ApiVersion, Record<EventFamily, readonly string[]>> = {
  "2026-11-26": fields20261126,
};

/** The nested objects a version publishes cut to fewer fields than the live API has, by family and field. */
export const PAYLOAD_NESTED_FIELDS: Record<
  ApiVersion,
  Partial<Record<EventFamily, Record<string, readonly string[]>>>
> = {
  "2026-11-26": nestedFields20261126,
};
