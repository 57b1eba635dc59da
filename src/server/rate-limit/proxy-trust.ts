import { isIP } from "node:net";

/**
 * Which proxies in front of us may be believed: a number of hops (each appends the address it saw
 * to X-Forwarded-For) or the addresses of our own proxies (0 hops: the header is ignored).
 */
export type ProxyTrust = { hops: number } | { proxies: ReadonlySet<string> };

/** TRUST_PROXY: "false" (0 hops), "true" (1 hop), a hop count, or a comma list of proxy addresses. */
export function parseProxyTrust(value: string): ProxyTrust | undefined {
  const setting = value.trim().toLowerCase();
  if (setting === "false" || setting === "") return { hops: 0 };
  if (setting === "true") return { hops: 1 };
  if (/^\d+$/.test(setting)) return { hops: Number(setting) };
  const proxies = setting.split(",").map((part) => part.trim());
  return proxies.every((address) => isIP(address) !== 0) ? { proxies: new Set(proxies) } : undefined;
}

/**
 * The client's address from the socket peer and X-Forwarded-For. Each proxy appends the address it
 * saw, so only the right end of the header was written by us: the leftmost entries are whatever the
 * client sent and are never believed. Walks right to left over trusted hops and stops at the first
 * address a trusted proxy vouched for.
 */
export function pickClientAddress(socketAddress: string, forwardedFor: string | undefined, trust: ProxyTrust): string {
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  // Nearest first: the socket peer, then what each proxy saw, right to left.
  const chain = [socketAddress, ...hops];
  if ("hops" in trust) return chain[Math.min(trust.hops, chain.length - 1)]!;
  let index = 0;
  while (index < chain.length - 1 && trust.proxies.has(chain[index]!)) index++;
  return chain[index]!;
}
