import { lookup } from "node:dns/promises";
import type { LookupAddress } from "node:dns";
import ipaddr from "ipaddr.js";
import { config } from "@/server/platform/config";
import { ValidationError } from "@/server/platform/errors";

/**
 * Where webhooks may go. Merchants choose the URL, so without these rules the service could be
 * pointed at its own network (SSRF): loopback, private, link-local and every other non-public
 * range are refused, at creation and again at send time after DNS resolution (a name can be
 * re-pointed after creation). `config().webhookAllowPrivate` lifts the rule (development, tests).
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let addr = ipaddr.parse(ip);
  if (addr.kind() === "ipv6" && (addr as ipaddr.IPv6).isIPv4MappedAddress())
    addr = (addr as ipaddr.IPv6).toIPv4Address();
  // Only ordinary unicast is public; ipaddr.js names every special range (private, loopback,
  // linkLocal, uniqueLocal, carrierGradeNat, reserved, 6to4, teredo, …) otherwise.
  return addr.range() === "unicast";
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

export class ForbiddenAddressError extends Error {
  /** `httpsOnly`: refused for its scheme, not for its address. */
  constructor(
    message: string,
    readonly httpsOnly = false,
  ) {
    super(message);
  }
}

/** Every address a name resolves to must be public; one private answer is enough to refuse. */
export function checkResolved(host: string, addresses: string[]): void {
  if (config().webhookAllowPrivate) return;
  const bad = addresses.find((a) => !isPublicAddress(a));
  if (bad)
    throw new ForbiddenAddressError(`Refused: ${host} resolves to ${bad}, a private, loopback or reserved address.`);
}

async function resolveWithin(host: string, ms: number): Promise<LookupAddress[] | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks a URL given for an endpoint; answers it normalised. A name that does not resolve now is
 * accepted (it may be set up later) and checked again at every send.
 */
export async function validateEndpointUrl(raw: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ValidationError("url: Must be an absolute http(s) URL.", "url", undefined, "url_invalid");
  }
  const cfg = config();
  // Each refusal has its own code, so that the dashboard can say it in the user's language.
  const https =
    (url.protocol === "https:" || url.protocol === "http:") && !(cfg.isProduction && url.protocol !== "https:");
  if (!https) throw new ValidationError("url: Must use https.", "url", undefined, "url_https_required");
  if (url.username || url.password)
    throw new ValidationError(
      "url: Must not carry a user name or password.",
      "url",
      undefined,
      "url_credentials_not_allowed",
    );
  if (url.hash)
    throw new ValidationError("url: Must not carry a #fragment.", "url", undefined, "url_fragment_not_allowed");
  const host = hostOf(url);
  if (!cfg.webhookAllowPrivate) {
    const addresses = ipaddr.isValid(host) ? [host] : ((await resolveWithin(host, 3000))?.map((a) => a.address) ?? []);
    try {
      checkResolved(host, addresses);
    } catch (e) {
      if (e instanceof ForbiddenAddressError)
        throw new ValidationError(`url: ${e.message}`, "url", undefined, "url_not_allowed");
      throw e;
    }
  }
  return url.toString();
}

/**
 * The addresses a send may connect to: the URL's IP literal, or every address its name resolves
 * to now, each checked (one refused address refuses them all). The connection is then pinned to
 * them (server/delivery/webhooks/connection-pool.ts), so a name cannot answer a public address to
 * the check and a private one to the connect.
 */
export async function resolveChecked(url: URL): Promise<LookupAddress[]> {
  const host = hostOf(url);
  if (ipaddr.isValid(host)) {
    checkResolved(host, [host]);
    return [{ address: host, family: ipaddr.parse(host).kind() === "ipv6" ? 6 : 4 }];
  }
  const addresses = await lookup(host, { all: true, verbatim: true });
  checkResolved(
    host,
    addresses.map((a) => a.address),
  );
  return addresses;
}

/** https only in production, checked again at send time (an endpoint made in development, a config change). */
export function checkScheme(url: URL): void {
  if (config().isProduction && url.protocol !== "https:")
    throw new ForbiddenAddressError("Refused: webhooks are sent over https only.", true);
}
