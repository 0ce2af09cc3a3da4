import type { Acquirer } from "./types";
import { sandboxAcquirer } from "./sandbox-acquirer";

export type { Acquirer, DisputeNotification } from "./types";

/** The acquirer charges go through. Only the sandbox exists; a real one plugs in here, chosen by config. */
export function acquirer(): Acquirer {
  return sandboxAcquirer;
}
