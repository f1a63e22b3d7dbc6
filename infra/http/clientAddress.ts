import type { IncomingMessage } from "node:http";
import { BlockList, isIPv4, isIPv6 } from "node:net";

/** TRUST_PROXY as the config reads it: nobody, everybody, a hop count, or the proxies' addresses/CIDRs. */
export type TrustProxy = boolean | number | readonly string[];

/**
 * The client's address for a raw request (WebSocket upgrades never reach Fastify, whose `request.ip`
 * does this for HTTP): walk X-Forwarded-For from the nearest hop back while the hop is a trusted
 * proxy, as Fastify's proxy-addr does, so both count the same address.
 */
export function clientAddressOf(trust: TrustProxy): (request: IncomingMessage) => string {
  const trusts = trustFunction(trust);
  return (request) => {
    const forwarded = request.headers["x-forwarded-for"];
    const chain = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== "")
      .reverse();
    const hops = [unmapped(request.socket.remoteAddress ?? "unknown"), ...chain.map(unmapped)];
    let index = 0;
    while (index < hops.length - 1 && trusts(hops[index]!, index)) index++;
    return hops[index]!;
  };
}

function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (typeof trust === "boolean") return () => trust;
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  const proxies = new BlockList();
  for (const entry of trust) {
    const [address, bits] = entry.split("/");
    const type = isIPv6(address!) ? "ipv6" : "ipv4";
    if (bits === undefined) proxies.addAddress(unmapped(address!), type);
    else proxies.addSubnet(unmapped(address!), Number(bits), type);
  }
  return (address) =>
    (isIPv4(address) && proxies.check(address, "ipv4")) ||
    (isIPv6(address) && proxies.check(address, "ipv6"));
}

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is 10.0.0.1. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match ? match[1]! : address;
}
