// Types of eslint.layers.mjs, for tests/architecture/layer-rules.test.ts.
import type { Linter } from "eslint";

export interface LayerZone {
  target: string;
  from: string[];
  except?: string[];
  message: string;
}
export declare const layerZones: LayerZone[];
export declare const browserImports: {
  patterns: Array<{ regex: string; allowTypeImports: boolean; message: string }>;
};
export declare const BROWSER_FILES: string[];
export declare const layerConfigs: [
  { files: string[]; rules: { "import/no-restricted-paths": Linter.RuleEntry } },
  { files: string[]; rules: { "@typescript-eslint/no-restricted-imports": Linter.RuleEntry } },
];
