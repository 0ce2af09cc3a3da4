import { afterAll, beforeAll } from "vitest";
import { addLogSink } from "@/server/platform/log";
import { findSecrets } from "../support/log-guard";

/**
 * Every test file: each log line written while it runs (at any level, silent or not) is checked
 * for secrets and card numbers; a leak fails the file and names the line.
 */
const leaks: string[] = [];
let remove: (() => void) | undefined;

beforeAll(() => {
  remove = addLogSink((line) => {
    const kinds = findSecrets(line);
    if (kinds.length) leaks.push(`${kinds.join(", ")}: ${line.slice(0, 300)}`);
  });
});

afterAll(() => {
  remove?.();
  if (leaks.length) throw new Error(`Secrets in log lines:\n${leaks.slice(0, 5).join("\n")}`);
});
