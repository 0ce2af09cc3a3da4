import type { Ctx } from "@/server/platform/context";

/** What the demo seed made; later steps build on it. */
export interface DemoData {
  merchantId: string;
  merchantUserId: string;
  adminUserId: string;
  /** A second merchant, so an admin has someone to switch to. */
  otherMerchantId: string;
  publicKey: string;
  secretKey: string;
}

/**
 * One step of the development demo data (a year of sample charges, payment links, ...), run once
 * on the first start of an empty development database. An area exports its steps;
 * server/registries/seed/demo-steps.ts lists them. This file imports no area.
 */
export type DemoStep = (ctx: Ctx, demo: DemoData) => Promise<void>;
