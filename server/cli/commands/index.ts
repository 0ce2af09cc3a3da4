import type { CliCommand } from "../registry";

// Each area adds its commands here (create-merchant, settle, dispatch, ...).
export const commands: CliCommand[] = [];
