import type { Job } from "./registry";

// Each area adds its periodic job here (settlement, webhook dispatch, ...).
export const jobs: Job[] = [];
