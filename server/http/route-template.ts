type Params = Record<string, string | string[] | undefined>;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The route's template, rebuilt from the path and the params Next matched: `/v1/charges/0190…/refund`
 * with `{ id }` is `/v1/charges/[id]/refund`, and a catch-all's segments become `[...name]`. Logs and
 * metrics label requests with it, so that a label has one value per route, not one per id.
 * Params are placed from the right (they appear in path order), each on the nearest segment holding
 * its value, so a static segment equal to an id earlier in the path is left alone.
 */
export function routeTemplate(path: string, params: Params = {}): string {
  const segments = path.split("/");
  let end = segments.length;
  for (const [name, value] of Object.entries(params).reverse()) {
    if (Array.isArray(value)) {
      if (value.length === 0 || end - value.length < 1) continue;
      segments.splice(end - value.length, value.length, `[...${name}]`);
      end -= value.length;
      continue;
    }
    if (value === undefined) continue;
    for (let i = end - 1; i >= 1; i--) {
      if (decoded(segments[i]) === value) {
        segments[i] = `[${name}]`;
        end = i;
        break;
      }
    }
  }
  return segments.join("/") || "/";
}
