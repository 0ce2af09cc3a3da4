import { z } from "zod";
import { ValidationError } from "@/server/platform/errors";

import { MAX_PAGE_DEPTH } from "@/server/universal/page-depth";
import type { ZodOpenApiOverrideMetaContext } from "zod-openapi";

export { MAX_PAGE_DEPTH };

const tooDeep = `page: page × limit may not exceed ${MAX_PAGE_DEPTH.toLocaleString("en")}: narrow the filters (e.g. a date range) instead of paging further.`;

/** `page` from 1, `limit` 1–100 (default 20); out-of-range values are refused, not clamped. */
export const pageQuery = {
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_DEPTH, tooDeep)
    .default(1)
    .meta({ description: "Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters)." }),
  limit: z.coerce.number().int().min(1).max(100).default(20).meta({ description: "Items per page, 1–100." }),
};

export const paginationSchema = z
  .object({
    page: z.number().int().meta({ description: "The page answered; 1 when paging by cursor." }),
    limit: z.number().int(),
    total: z.number().int().meta({
      description: "Rows matching the filter. When `total_is_estimate` is true, a lower bound: at least this many.",
    }),
    total_pages: z.number().int(),
    // Lists whose count could grow with a merchant's size say so (the charges list, docs/api/conventions.md).
    total_is_estimate: z.boolean().optional().meta({
      description:
        "True when counting stopped at a cap (1,000 for the charges list) and `total` is that cap: there are at least that many. Absent or false: `total` is exact.",
    }),
    has_more: z.boolean().optional().meta({
      description:
        "Lists with cursors: whether more rows follow in the direction of travel (older after `starting_after`, newer before `ending_before`).",
    }),
  })
  .meta({ id: "Pagination" });

export function pagination(page: number, limit: number, total: number) {
  return { page, limit, total, total_pages: Math.ceil(total / limit) };
}

export function offsetOf(page: number, limit: number): number {
  if (page * limit > MAX_PAGE_DEPTH) throw new ValidationError(tooDeep, "page", undefined, "page_too_deep");
  return (page - 1) * limit;
}

/**
 * Boolean query parameters as integrators write them. Published as a boolean, which is what a typed client
 * sends (openapi-fetch writes `true` as `?is_active=true`); `1` and `0` are read too, for hand-written URLs.
 */
export const queryBoolean = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .meta({
    override: ({ jsonSchema }: ZodOpenApiOverrideMetaContext) => {
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
      Object.assign(jsonSchema, {
        type: "boolean",
        description: "`true` or `false` (`1` and `0` are read the same way).",
      });
    },
  });

/** The years a date filter may name: the end of 9999-12-31 would be year 10000, which no timestamp holds. */
export const QUERY_YEAR_MIN = 1900;
export const QUERY_YEAR_MAX = 2999;

/** A date (YYYY-MM-DD) or a full ISO timestamp, in the years QUERY_YEAR_MIN to QUERY_YEAR_MAX. */
export const queryDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).refine((v) => {
  const year = Number(v.slice(0, 4));
  return year >= QUERY_YEAR_MIN && year <= QUERY_YEAR_MAX;
}, `Dates must fall in the years ${QUERY_YEAR_MIN} to ${QUERY_YEAR_MAX}.`);

/**
 * The one list skeleton: the page's rows and the total of the same filter, read together, answered
 * as `{data, pagination}`. `rows` gets the LIMIT and OFFSET of the requested page.
 */
export async function pageOf<Row, Item = Row>(
  input: { page: number; limit: number },
  query: {
    rows: (limit: number, offset: number) => Promise<Row[]>;
    total: () => Promise<number>;
    present?: (rows: Row[]) => Item[] | Promise<Item[]>;
  },
): Promise<{ data: Item[]; pagination: ReturnType<typeof pagination> }> {
  const [rows, total] = await Promise.all([query.rows(input.limit, offsetOf(input.page, input.limit)), query.total()]);
  const data = query.present ? await query.present(rows) : (rows as unknown as Item[]);
  return { data, pagination: pagination(input.page, input.limit, total) };
}
