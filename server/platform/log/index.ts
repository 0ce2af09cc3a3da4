import fs from "node:fs";
import { processSingleton } from "@/server/platform/process/singleton";
import { redact } from "./redact";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

type Sink = (line: string) => void;
// Every module instance of the process writes to the same sinks.
const sinks = processSingleton("log-sinks", () => new Set<Sink>());

/** Tests read every line written, to prove that no secret or card reaches the logs. */
export function addLogSink(sink: Sink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

function threshold(): number {
  const level = (process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info")) as Level | "silent";
  return order[level] ?? order.info;
}

/**
 * Lines for stdout wait for the end of the event loop's turn and leave in one write: stdout on a pipe is
 * a synchronous write(2) per call, and one access-log line per request made it about a twentieth of the
 * app's CPU under load (BENCHMARKS.md, issue 30). A warning or an error flushes what waits first and is
 * written at once, so lines keep their order; on exit whatever waits is written synchronously.
 */
const stdoutQueue = processSingleton("log-stdout-queue", () => {
  const queue = { lines: [] as string[], scheduled: false, flush: () => {} };
  queue.flush = () => {
    queue.scheduled = false;
    if (queue.lines.length === 0) return;
    const chunk = queue.lines.join("");
    queue.lines = [];
    process.stdout.write(chunk);
  };
  process.on("exit", () => {
    if (queue.lines.length === 0) return;
    try {
      fs.writeSync(1, queue.lines.join(""));
    } catch {
      // stdout already closed: nothing more can be said.
    }
    queue.lines = [];
  });
  return queue;
});

function write(level: Level, msg: string, fields?: Record<string, unknown>): void {
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...(redact(fields ?? {}) as object) });
  for (const sink of sinks) sink(line);
  if (order[level] < threshold()) return;
  if (level === "error" || level === "warn") {
    stdoutQueue.flush();
    process.stderr.write(line + "\n");
    return;
  }
  stdoutQueue.lines.push(line + "\n");
  if (!stdoutQueue.scheduled) {
    stdoutQueue.scheduled = true;
    setImmediate(stdoutQueue.flush);
  }
}

/** Structured JSON logs, one line each, redacted before they are written anywhere. */
export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};
