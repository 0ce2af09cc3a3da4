import type { Ctx } from "@/server/context";
import { seedDemoCharges } from "@/server/charges/demo-charges";

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

export type DemoStep = (ctx: Ctx, demo: DemoData) => Promise<void>;

// Each area appends its demo data here (a year of sample charges, payment links, ...).
// Steps run in order, once, on the first start of an empty development database.
export const demoSteps: DemoStep[] = [seedDemoCharges];
