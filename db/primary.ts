/**
 * A DATABASE_URL naming several servers (`postgres://u@h1:5432,h2:5432/db`): a primary and its standbys under a
 * failover manager (OPERATIONS.md, "Failover"). The app writes to the one that is not in recovery, and moves to
 * another when a check finds it promoted.
 *
 * Not postgres.js's own multi-host support: with several hosts (3.4) it swallows connection errors while it walks
 * the list and walks it again for as long as no server qualifies, so every request waits for the end of the
 * failover instead of answering 503, and its `read-write` check takes a standby for writable.
 */

/** The URL for each server of a multi-host URL, in order; a one-server URL as it is. */
export function serversOf(url: string): string[] {
  const m = /^(postgres(?:ql)?:\/\/(?:[^@/]*@)?)([^/?#]+)(.*)$/.exec(url);
  if (!m) return [url];
  const hosts = m[2].split(",");
  if (hosts.length < 2) return [url];
  // The servers are told apart here; the driver sees one at a time.
  const rest = m[3].replace(/([?&])target_session_attrs=[^&]*&?/, "$1").replace(/[?&]$/, "");
  return hosts.map((h) => `${m[1]}${h}${rest}`);
}

/** `host:port` of a server URL, for logs and metrics (no credentials). */
export function serverName(url: string): string {
  const u = new URL(url);
  return `${u.host}${u.pathname}`;
}

export interface PrimaryWatch {
  /** The index of the server taken for the primary now. */
  current(): number;
  /** Checks every server now; resolves with the index taken for the primary. */
  check(): Promise<number>;
  stop(): void;
}

/**
 * Asks each server every `everyMs` whether it is in recovery (`isStandby`, on a connection of its own; a server that
 * does not answer counts as no primary). The first server not in recovery is the primary; while none is (the old
 * primary is gone and the standby not yet promoted) the last known one stays, and its requests fail fast (503).
 */
export function watchPrimary(
  count: number,
  isStandby: (index: number) => Promise<boolean>,
  opts: { everyMs?: number; onChange?: (from: number, to: number) => void } = {},
): PrimaryWatch {
  let primary = 0;
  let running: Promise<number> | undefined;
  let checked = false;
  const check = () =>
    (running ??= (async () => {
      const standby = await Promise.all(Array.from({ length: count }, (_, i) => isStandby(i).catch(() => true)));
      const found = standby[primary] ? standby.indexOf(false) : primary;
      if (found >= 0 && found !== primary) {
        // The first check finds the primary; only a later move is a change.
        if (checked) opts.onChange?.(primary, found);
        primary = found;
      }
      checked = true;
      return primary;
    })().finally(() => (running = undefined)));
  const timer = setInterval(() => void check().catch(() => undefined), opts.everyMs ?? 1_000);
  timer.unref();
  return { current: () => primary, check, stop: () => clearInterval(timer) };
}
