/**
 * A dispatcher in a process of its own, for the kill/restart test: it loops like `npm run worker`
 * does (tick, short pause) against DATABASE_URL until it is killed.
 */
import { systemCtx } from "@/server/platform/context";
import { Dispatcher } from "@/server/delivery/webhooks/dispatcher";

const dispatcher = new Dispatcher({ concurrency: 4, perEndpoint: 4 });

async function main(): Promise<void> {
  process.stdout.write("ready\n");
  for (;;) {
    await dispatcher.tick(systemCtx());
    await new Promise((r) => setTimeout(r, 50));
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${String(e)}\n`);
  process.exit(1);
});
