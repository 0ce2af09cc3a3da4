import type { DemoStep } from "@/server/platform/contracts/demo-step";
import { seedDemoCharges } from "@/server/payments/charges/demo-charges";

// Every area's demo data, in order (a year of sample charges, payment links, ...). Steps run once,
// on the first start of an empty development database; an area implements server/platform/contracts/demo-step.ts.
export const demoSteps: DemoStep[] = [seedDemoCharges];
