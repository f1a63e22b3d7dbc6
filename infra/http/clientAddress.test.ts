import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddressOf } from "./clientAddress";

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  }) as unknown as IncomingMessage;

describe("the client address of an upgrade, as TRUST_PROXY says", () => {
  it("believes nobody by default: a forged X-Forwarded-For changes nothing", () => {
    expect(clientAddressOf(false)(request("203.0.113.9", "10.9.9.9"))).toBe("203.0.113.9");
  });

  it("with a hop count, takes the address that many proxies back", () => {
    const hops = request("10.0.0.2", "198.51.100.7, 203.0.113.5, 10.0.0.1");
    expect(clientAddressOf(1)(hops)).toBe("10.0.0.1");
    expect(clientAddressOf(2)(hops)).toBe("203.0.113.5");
    expect(clientAddressOf(9)(hops)).toBe("198.51.100.7");
    expect(clientAddressOf(true)(hops)).toBe("198.51.100.7");
  });

  it("with proxy addresses or CIDRs, walks back only through those", () => {
    const trust = clientAddressOf(["10.0.0.0/8", "192.0.2.1"]);
    expect(trust(request("::ffff:10.0.0.2", "198.51.100.7, 192.0.2.1"))).toBe("198.51.100.7");
    // A client claiming to be behind our proxy, talking to us directly: its own address counts.
    expect(trust(request("203.0.113.9", "10.1.1.1"))).toBe("203.0.113.9");
  });
});
