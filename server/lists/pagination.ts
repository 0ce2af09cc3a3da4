import { z } from "zod";

/** `page` from 1, `limit` 1–100 (default 20); out-of-range values are refused, not clamped. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1).meta({ description: "Page number, from 1." }),
  limit: z.coerce.number().int().min(1).max(100).default(20).meta({ description: "Items per page, 1–100." }),
};

export const paginationSchema = z
  .object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), total_pages: z.number().int() })
  .meta({ id: "Pagination" });

export function pagination(page: number, limit: number, total: number) {
  return { page, limit, total, total_pages: Math.ceil(total / limit) };
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** Boolean query parameters as integrators write them. */
export const queryBoolean = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** A date (YYYY-MM-DD) or a full ISO timestamp. */
export const queryDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

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
