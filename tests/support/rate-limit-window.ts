import { config } from "@/server/platform/config";

/**
 * The windows are fixed and restart on the minute (server/platform/rate-limit/fixed-window.ts): a burst that
 * straddled the boundary would count in two windows and never reach its limit. A burst starts in a window with
 * at least `seconds` left.
 */
export async function startOfRoomyWindow(seconds = 20): Promise<void> {
  const ms = config().RATE_LIMIT_WINDOW_SECONDS * 1000;
  const left = ms - (Date.now() % ms);
  if (left < seconds * 1000) await new Promise((r) => setTimeout(r, left + 50));
}
