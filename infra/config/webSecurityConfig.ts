import { z } from "zod";

/** A comma-separated list of origins (`scheme://host[:port]`), each written as browsers send it. */
const originList = (what: string) =>
  z
    .string()
    .default("")
    .transform((text, ctx): string[] => {
      const entries = text
        .split(",")
        .map((entry) => entry.trim())
        .filter((entry) => entry !== "");
      for (const entry of entries) {
        const origin = originOf(entry);
        if (origin === null || origin !== entry.replace(/\/$/, "")) {
          ctx.addIssue({
            code: "custom",
            message: `${JSON.stringify(entry)} is not ${what} such as https://roadside.example (scheme, host and port only)`,
          });
          return z.NEVER;
        }
      }
      return entries.map((entry) => entry.replace(/\/$/, ""));
    });

function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    return /^(https?|wss?):$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/** What browsers may do across sites (README "Configuration"): origins, sockets, the map's hosts. */
export const WebSecurityEnv = {
  /**
   * The origins users browse the product at, besides the request's own host (which is always
   * allowed): WebSocket upgrades and unsafe REST methods from any other origin are refused.
   */
  PUBLIC_ORIGINS: originList("an http(s) origin"),
  /** Concurrent WebSockets (`/ws` and `/graphql` together) one client address may hold. */
  MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * More hosts the map fetches from, for the Content-Security-Policy (a style's tiles, sprites or
   * glyphs on another host than the style); the MAP_* URLs' own hosts are allowed by themselves.
   */
  MAP_ORIGINS: originList("an origin"),
};

type ParsedWebSecurityEnv = z.output<z.ZodObject<typeof WebSecurityEnv>>;

export interface WebSecurityConfig {
  publicOrigins: readonly string[];
  maxSocketsPerAddress: number;
  /** MAP_ORIGINS and the hosts of the map settings (mapConfig.ts): what the CSP lets the map fetch. */
  mapOrigins: readonly string[];
}

/** `styleOrigins`: the hosts the map settings themselves fetch from (mapOriginsOf). */
export function webSecurityConfigOf(
  env: ParsedWebSecurityEnv,
  styleOrigins: readonly string[],
): WebSecurityConfig {
  return {
    publicOrigins: env.PUBLIC_ORIGINS,
    maxSocketsPerAddress: env.MAX_SOCKETS_PER_ADDRESS,
    mapOrigins: [...new Set([...env.MAP_ORIGINS, ...styleOrigins])],
  };
}
