import fs from "node:fs/promises";
import path from "node:path";
import { config } from "@/server/platform/config";
import type { ImageStore } from "./store-contract";
import { IMAGE_KEY_PATTERN } from "./store-contract";

const TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

export function fileImageStore(): ImageStore {
  const root = path.join(config().dataDir, "images");
  // Keys are checked against the pattern before touching the disk: no path can escape the folder.
  const fileOf = (key: string) => {
    if (!IMAGE_KEY_PATTERN.test(key)) throw new Error("invalid image key");
    return path.join(root, key);
  };
  return {
    async put(_ctx, key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async get(_ctx, key) {
      try {
        const body = await fs.readFile(fileOf(key));
        return { body, contentType: TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream" };
      } catch {
        return undefined;
      }
    },
    async delete(_ctx, key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
