import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import type { z } from "zod";
import { DomainError } from "@/server/platform/errors";
import { queryParams } from "@/server/universal/query-params";
import { parseQuery, parseWith } from "./parse";

/**
 * A dashboard page reads on the server what its screen's first render would ask /v1 for, and hands the answers to
 * react-query's HydrationBoundary: the screen arrives with its figures in the HTML, and the browser neither asks
 * again nor renders the screen a second time per answer once its scripts run (the blocking time Lighthouse counts,
 * BENCHMARKS.md "Issue 30"). Each answer is the one the route handler gives for the same request: the verb the
 * handler calls, on the input its schema parses, as JSON. A refusal (a DomainError) seeds nothing, so the browser
 * makes the request itself and shows the error the API gives.
 */
export interface QuerySeed {
  /** The react-query key the screen asks under; a key the screen does not use is simply never read. */
  key: readonly unknown[];
  /** The answer's envelope (`{data}`, or `{data, pagination}` for a list), as the route handler builds it. */
  answer: () => Promise<unknown>;
}

/** A query as the dashboard's api-fetch sends it (empty values left out), parsed as the route parses it. */
export function seededQuery<S extends z.ZodType>(schema: S, query: Parameters<typeof queryParams>[0]): z.output<S> {
  return parseQuery(new Request(`http://seed/?${queryParams(query)}`), schema);
}

/** A JSON body, parsed as the route parses it. */
export function seededBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  return parseWith(schema, JSON.parse(JSON.stringify(body)));
}

export async function seedQueries(seeds: QuerySeed[]): Promise<DehydratedState> {
  const client = new QueryClient();
  await Promise.all(
    seeds.map(async ({ key, answer }) => {
      const body = await answer().catch((error: unknown) => {
        if (error instanceof DomainError) return undefined;
        throw error;
      });
      // As the browser's request would get it: dates as strings, no undefined fields.
      if (body !== undefined) client.setQueryData(key, JSON.parse(JSON.stringify(body)));
    }),
  );
  return dehydrate(client);
}
