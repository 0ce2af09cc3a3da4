import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { list } from "@/server/http/envelope";
import { listReviews, listReviewsQuery } from "@/server/payments/charges/review-charge";

export const GET = route({ auth: "secret" }, async ({ req, ctx }) => {
  const page = await listReviews({ ctx, input: parseQuery(req, listReviewsQuery) });
  return list(page.data, page.pagination);
});
