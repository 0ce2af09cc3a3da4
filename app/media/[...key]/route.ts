import { NotFoundError } from "@/server/platform/errors";
import { route } from "@/server/http/route";
import { readPublicImage } from "@/server/payments/payment-links/read-public-image";

/**
 * Uploaded checkout images, public by nature (buyers see them). The key carries the content's hash,
 * so the answer never changes and may be cached for a year.
 */
export const GET = route<{ key: string[] }>({ auth: "none", versioned: true }, async ({ ctx, params }) => {
  const image = await readPublicImage(ctx, params.key.join("/"));
  if (!image) throw new NotFoundError("image");
  return new Response(new Uint8Array(image.body), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      // An image opened directly can run nothing and load nothing.
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-site",
    },
  });
});
