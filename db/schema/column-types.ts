import { customType } from "drizzle-orm/pg-core";

/** Bytes, as a Buffer: stored images (payment links) and rendered receipts (withdrawals). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
