import type { BankRail } from "./types";
import { sandboxRail } from "./sandbox-rail";

export type {
  BankRail,
  PixKeyLookupRequest,
  PixKeyLookupResult,
  PixKeyOwner,
  TransferRequest,
  TransferResult,
} from "./types";

/** The payout rail withdrawals go through. Only the sandbox exists; a real one plugs in here, chosen by config. */
export function bankRail(): BankRail {
  return sandboxRail;
}
