import { v7 as uuidv7 } from "uuid";
import { randomBytes, randomFillSync } from "node:crypto";
import { processSingleton } from "@/server/platform/process/singleton";

/**
 * Random bytes for ids, drawn from the system's generator 4 KB at a time. Left to itself, uuid asks Web
 * Crypto for 16 bytes per id (through Next's wrapper of it, in the server bundle): several calls per charge,
 * 2 % of the app's CPU on the charge path (BENCHMARKS.md, CPU per captured charge). Same source and strength.
 */
function randomSixteen(): Uint8Array {
  const state = idState();
  if (state.used + 16 > state.pool.length) {
    randomFillSync(state.pool);
    state.used = 0;
  }
  state.used += 16;
  return state.pool.subarray(state.used - 16, state.used);
}

/**
 * Given its random bytes, uuid keeps no order of its own; this is its ordering rule (RFC 9562, method 1): in a
 * new millisecond the 31-bit counter starts from random bits; within one it counts up, and its overflow moves
 * the millisecond on. So ids made one after the other sort in the order they were made (eventsInsert needs it).
 */
const idState = () =>
  // One per process, shared by every copy of this module (the custom server's and Next's bundle's), so that
  // ids made by either still sort in the order they were made.
  processSingleton("ids", () => ({ pool: Buffer.allocUnsafe(4096), used: 4096, msecs: -Infinity, seq: 0 }));

/** Time-ordered ids: index-friendly and sortable by creation. */
export function newId(): string {
  const random = randomSixteen();
  const order = idState();
  const now = Date.now();
  if (now > order.msecs) {
    order.msecs = now;
    order.seq = ((random[6] & 0x7f) << 24) | (random[7] << 16) | (random[8] << 8) | random[9];
  } else {
    order.seq = (order.seq + 1) | 0;
    if (order.seq === 0) order.msecs++;
  }
  return uuidv7({ random, msecs: order.msecs, seq: order.seq });
}

/** A high-entropy random string in URL-safe base64. */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString("base64url");
}
