/**
 * `tsx scripts/compile-hints.ts [distDir]`, run by `npm run build` after `next build`: marks every browser
 * chunk of the build with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` on its first line.
 *
 * Why: Turbopack wraps each module in a function that V8 compiles lazily, on the main thread, when the module
 * first runs. On a dashboard page that was the largest single cost of the load: React DOM's and Next's module
 * factories compiling while the page hydrates (about 380 ms of main-thread time at Lighthouse's 4× slowdown on
 * anticipations). With the hint, Chromium (136 and later) compiles the whole file eagerly on the background
 * thread that streams the script in, so the main thread runs code that is already compiled. Nearly every
 * function of these chunks runs on load (the framework, React, the screens that hydrate), so eager compiling
 * adds little work, on another thread (page-heavy journeys ran about 8 % longer on a 2-core machine). Other browsers read the line as a comment. BENCHMARKS.md ("compile hints") has the measurements.
 *
 * The file names are content hashes of the bundler's output; the line is added the same way to the same output,
 * so a name still stands for one content. Running it twice adds nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Adds the hint to every `.js` file under `<distDir>/static/chunks`; answers how many files it changed. */
export function addCompileHints(distDir: string): number {
  const chunks = path.join(distDir, "static", "chunks");
  if (!fs.existsSync(chunks)) throw new Error(`${chunks}: no browser chunks (run next build first)`);
  let changed = 0;
  for (const entry of fs.readdirSync(chunks, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const code = fs.readFileSync(file, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + code);
    changed++;
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? ".next");
  const changed = addCompileHints(distDir);
  process.stdout.write(`compile hints: ${changed} browser chunks marked in ${path.relative(process.cwd(), distDir)}\n`);
}
