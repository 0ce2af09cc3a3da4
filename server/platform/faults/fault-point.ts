import { config } from "@/server/platform/config";

/** The places where the reliability suite (reliability/) can stop the process as if it crashed. */
export type FaultPointName =
  /** capture-charge.ts: the acquirer captured, the capture's transaction is not committed yet. */
  | "capture-after-acquirer"
  /** authorize-charge.ts: the acquirer answered, the answer is not recorded yet (the charge stays `processing`). */
  | "authorize-after-acquirer"
  /** receive-pix-webhook.ts: the PSP's webhook verified and its Pix read back, nothing recorded yet. */
  | "pix-webhook-before-record";

/** A forgotten fault point must not hold a test machine's process for ever. */
const GIVE_UP_MS = 120_000;

/**
 * Test builds only. When FAULT_INJECT names this point (comma-separated names), the process says
 * so on stderr and stops there, never resolving, so that the test can SIGKILL it at exactly this
 * moment (what a crash or an OOM kill between two steps looks like). Production never gets here:
 * start-up refuses FAULT_INJECT when APP_ENV is production, and this checks it again.
 */
export async function faultPoint(name: FaultPointName): Promise<void> {
  const cfg = config();
  if (!cfg.FAULT_INJECT || cfg.isProduction) return;
  if (!cfg.FAULT_INJECT.split(",").some((n) => n.trim() === name)) return;
  process.stderr.write(`fault point reached: ${name} (pid ${process.pid})\n`);
  setTimeout(() => process.kill(process.pid, "SIGKILL"), GIVE_UP_MS).unref();
  await new Promise<never>(() => {});
}
