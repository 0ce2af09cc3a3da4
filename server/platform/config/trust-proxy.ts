import proxyaddr from "proxy-addr";

/**
 * `TRUST_PROXY` as proxy-addr (Express's `trust proxy`) understands it: none, every hop, the
 * number of hops nearest to us, or the proxies' addresses and CIDRs (docs/deploy.md).
 */
export type TrustProxy =
  { kind: "none" } | { kind: "all" } | { kind: "hops"; hops: number } | { kind: "list"; list: string[] };

export function parseTrustProxy(value: string): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === "" || v === "false" || v === "0") return { kind: "none" };
  if (v === "true") return { kind: "all" };
  if (/^\d+$/.test(v)) return { kind: "hops", hops: Number(v) };
  const list = v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // Throws on an entry that is neither an address, a CIDR nor a proxy-addr name (loopback, …).
  proxyaddr.compile(list);
  return { kind: "list", list };
}

/** Whether the hop `addr`, `i` hops away from us (0 = the socket's peer), is a trusted proxy. */
export function trustFunction(trust: TrustProxy): (addr: string, i: number) => boolean {
  switch (trust.kind) {
    case "none":
      return () => false;
    case "all":
      return () => true;
    case "hops":
      return (_addr, i) => i < trust.hops;
    case "list":
      return proxyaddr.compile(trust.list);
  }
}
