/**
 * Runs in a process of its own with the run's environment.
 * `dispatch`: one pass of the real dispatcher (dispatchOnce, as `npm run admin -- dispatch` does)
 *   over the seeded due deliveries; prints its summary and how long it took.
 * `bare <count> <url>...`: the baseline, the same signed POSTs (signedHeaders + sendWebhook, over
 *   kept-alive connections per URL) to the same receiver at the same concurrency, with no database queue at all.
 */
import { config } from "@/server/platform/config";
import { systemCtx } from "@/server/platform/context";
import { closeDatabase } from "@/server/platform/db";
import { dispatchOnce } from "@/server/delivery/webhooks/dispatcher";
import { sendWebhook } from "@/server/delivery/webhooks/send-webhook";
import { generateSigningSecret, signedHeaders } from "@/server/delivery/webhooks/signing";
import { benchWebhookPayload } from "./lib/payload";

async function bare(count: number, urls: string[]): Promise<{ sent: number; succeeded: number }> {
  const secret = generateSigningSecret();
  const payload = benchWebhookPayload();
  let next = 0;
  let succeeded = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const headers = signedHeaders(secret, `evt_${i}`, payload, new Date());
      const url = urls[i % urls.length];
      // Kept-alive connections per URL, as the dispatcher keeps them per endpoint.
      const r = await sendWebhook(url, headers, payload, config().WEBHOOK_TIMEOUT_MS, {
        pool: { endpoint: url, maxSockets: Math.max(1, Math.floor(config().WEBHOOK_CONCURRENCY / 4)) },
      });
      if (r.ok) succeeded += 1;
    }
  };
  await Promise.all(Array.from({ length: config().WEBHOOK_CONCURRENCY }, worker));
  return { sent: count, succeeded };
}

async function main(): Promise<void> {
  const [mode, ...rest] = process.argv.slice(2);
  const startedAt = Date.now();
  if (mode === "bare") {
    const result = await bare(Number(rest[0]), rest.slice(1));
    process.stdout.write(JSON.stringify({ ...result, startedAt, ms: Date.now() - startedAt }) + "\n");
    return;
  }
  const cpu = process.cpuUsage();
  const summary = await dispatchOnce(systemCtx());
  const ms = Date.now() - startedAt;
  // The pass's own CPU (the process's start and imports left out), per delivery attempted.
  const used = process.cpuUsage(cpu);
  const cpuMsPerDelivery =
    Math.round(((used.user + used.system) / 1000 / Math.max(1, summary.attempted)) * 1000) / 1000;
  await closeDatabase();
  process.stdout.write(
    JSON.stringify({ ...summary, startedAt, ms, cpuMsPerDelivery, concurrency: config().WEBHOOK_CONCURRENCY }) + "\n",
  );
}

main().catch((e: unknown) => {
  process.stderr.write(`dispatch worker failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
