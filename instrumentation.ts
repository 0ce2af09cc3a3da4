/** Runs once when the server process starts (never during `next build`). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startUp } = await import("./server/registries/startup/start-up");
  await startUp();
}
