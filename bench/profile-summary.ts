/**
 * `npx tsx bench/profile-summary.ts <file.cpuprofile> [top=25]`: the frames with the most self time in
 * a V8 CPU profile (as `npm run bench -- --profile` writes into bench/.logs/profiles), with their share
 * of the non-idle samples, and the same time summed per package or source folder.
 */
import fs from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  process.stderr.write("usage: tsx bench/profile-summary.ts <file.cpuprofile> [top]\n");
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const IDLE = new Set(["(idle)", "(program)", "(root)"]);
const root = process.cwd();
function where(url: string): string {
  const clean = url.replace(/^file:\/\//, "").replace(root + "/", "");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg) return pkg[1];
  if (clean.startsWith("node:") || !clean) return clean || "(native)";
  return clean.split("/").slice(0, 2).join("/");
}

const frames = new Map<string, number>();
const areas = new Map<string, number>();
let busyUs = 0;
for (const [id, us] of selfUs) {
  const f = byId.get(id)!.callFrame;
  if (IDLE.has(f.functionName)) continue;
  busyUs += us;
  const url = f.url.replace(/^file:\/\//, "").replace(root + "/", "");
  const key = `${f.functionName || "(anonymous)"}  ${url.replace(/.*node_modules\//, "")}:${f.lineNumber + 1}`;
  frames.set(key, (frames.get(key) ?? 0) + us);
  areas.set(where(f.url), (areas.get(where(f.url)) ?? 0) + us);
}
const table = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([k, us]) => `${((us / busyUs) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`,
    )
    .join("\n");
process.stdout.write(
  `non-idle CPU: ${(busyUs / 1000).toFixed(0)} ms\n\ntop self-time frames:\n${table(frames, top)}\n`,
);
process.stdout.write(`\nself time by package or folder:\n${table(areas, 15)}\n`);
