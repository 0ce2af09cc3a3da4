import http from "node:http";
import https from "node:https";
import type { LookupAddress } from "node:dns";
import { processSingleton } from "@/server/platform/process/singleton";

/**
 * How long a kept-alive connection to an endpoint may sit unused before it is closed. Below the
 * 5 s that Node's and most servers' keep-alive timeouts give, so that we close first and a request
 * is seldom written to a socket the receiver is closing (Node also shortens it to the receiver's
 * own `Keep-Alive: timeout=` hint, less a second).
 */
export const IDLE_SOCKET_MS = 4_000;
/** Agents remembered at most; beyond, the least recently used idle one is dropped. */
const MAX_AGENTS = 2_000;
/** How often the agents without any socket are forgotten. */
const SWEEP_EVERY_MS = 10_000;

type Agent = http.Agent | https.Agent;
interface Entry {
  agent: Agent;
  usedAt: number;
}

interface Pool {
  agents: Map<string, Entry>;
  sweptAt: number;
}

const pool = (): Pool => processSingleton("webhook-connection-pool", () => ({ agents: new Map(), sweptAt: 0 }));

/**
 * A `lookup` that answers the addresses already resolved and checked by url-policy, whatever the
 * name: the connection goes to them and nowhere else, however DNS answers in between.
 */
export function pinnedLookup(addresses: readonly LookupAddress[]) {
  return (
    _hostname: string,
    options: { all?: boolean },
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    if (options.all) callback(null, [...addresses]);
    else callback(null, addresses[0].address, addresses[0].family);
  };
}

function inUse(agent: Agent): boolean {
  const any = (m: NodeJS.ReadOnlyDict<unknown[]>) => Object.values(m).some((list) => (list?.length ?? 0) > 0);
  return any(agent.sockets) || any(agent.freeSockets) || any(agent.requests);
}

function sweep(p: Pool, now: number): void {
  if (now - p.sweptAt < SWEEP_EVERY_MS && p.agents.size <= MAX_AGENTS) return;
  p.sweptAt = now;
  for (const [key, e] of p.agents)
    if (!inUse(e.agent) && (now - e.usedAt > IDLE_SOCKET_MS || p.agents.size > MAX_AGENTS)) {
      e.agent.destroy();
      p.agents.delete(key);
    }
}

/**
 * The keep-alive agent of one endpoint at one set of checked addresses. The key holds the
 * endpoint, its origin (scheme, host, port) and the addresses, so a connection is reused only
 * to the very addresses this request's check let through: when the name resolves elsewhere (a DNS
 * change, a re-check), the request gets another agent and a new connection, and the old agent's
 * idle sockets close after IDLE_SOCKET_MS. At most `maxSockets` connections per agent: the
 * endpoint's share of requests in flight, so a connection never waits on another of the same endpoint.
 */
export function agentFor(opts: {
  endpoint: string;
  url: URL;
  addresses: readonly LookupAddress[];
  maxSockets: number;
}): Agent {
  const p = pool();
  const now = Date.now();
  sweep(p, now);
  const where = opts.addresses.map((a) => a.address).join(",");
  const key = `${opts.endpoint} ${opts.url.protocol}//${opts.url.host} ${where} ${opts.maxSockets}`;
  const found = p.agents.get(key);
  if (found) {
    found.usedAt = now;
    return found.agent;
  }
  const options: https.AgentOptions = {
    keepAlive: true,
    maxSockets: opts.maxSockets,
    maxFreeSockets: opts.maxSockets,
    // A free socket idle this long is destroyed by the agent (a socket in use is not).
    timeout: IDLE_SOCKET_MS,
    scheduling: "lifo",
    // The agent's own options win over a request's in Node, so no request can connect elsewhere through it.
    lookup: pinnedLookup(opts.addresses),
  };
  const agent = opts.url.protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
  p.agents.set(key, { agent, usedAt: now });
  return agent;
}

/** How many agents (endpoint × origin × addresses) the process keeps now: for tests and metrics. */
export function pooledAgents(): number {
  return pool().agents.size;
}
