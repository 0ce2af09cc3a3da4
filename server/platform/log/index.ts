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

function write(level: Level, msg: string, fields?: Record<string, unknown>): void {
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...(redact(fields ?? {}) as object) });
  for (const sink of sinks) sink(line);
  if (order[level] < threshold()) return;
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

/** Structured JSON logs, one line each, redacted before they are written anywhere. */
export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};
