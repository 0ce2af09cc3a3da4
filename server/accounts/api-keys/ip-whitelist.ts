import ipaddr from "ipaddr.js";

/** True when the entry is a single IPv4/IPv6 address or a CIDR range. */
export function isValidWhitelistEntry(entry: string): boolean {
  if (entry.includes("/")) {
    try {
      ipaddr.parseCIDR(entry);
      return true;
    } catch {
      return false;
    }
  }
  return ipaddr.isValid(entry);
}

function normalise(addr: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  // ::ffff:10.0.0.1 is the IPv4 address 10.0.0.1 seen through a dual-stack socket.
  if (addr.kind() === "ipv6" && (addr as ipaddr.IPv6).isIPv4MappedAddress())
    return (addr as ipaddr.IPv6).toIPv4Address();
  return addr;
}

/** An empty whitelist admits any address; an unknown address is refused by a non-empty one. */
export function ipAllowed(whitelist: string[], ip: string | undefined): boolean {
  if (whitelist.length === 0) return true;
  if (!ip || !ipaddr.isValid(ip)) return false;
  const addr = normalise(ipaddr.parse(ip));
  return whitelist.some((entry) => {
    try {
      if (entry.includes("/")) {
        const [range, bits] = ipaddr.parseCIDR(entry);
        const r = normalise(range);
        return addr.kind() === r.kind() && addr.match(r, r.kind() === range.kind() ? bits : bits - 96);
      }
      const single = normalise(ipaddr.parse(entry));
      return single.kind() === addr.kind() && single.toNormalizedString() === addr.toNormalizedString();
    } catch {
      return false;
    }
  });
}
