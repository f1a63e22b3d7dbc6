import { useEffect, useState } from "react";
import { apiRequest } from "../api/http";

/** GET /api/config: what this server says about itself before anyone signs in. */
export interface PublicConfig {
  /** The demo accounts (one published password) exist on this server. */
  readonly demoAccounts: boolean;
  /** The VAPID public key (base64url) to subscribe to push with; null: this server sends none. */
  readonly pushPublicKey: string | null;
}

/** Anything but a clear `true` counts as no: offering accounts that do not exist would be untrue. */
function readPublicConfig(answer: unknown): PublicConfig {
  const demoAccounts =
    typeof answer === "object" &&
    answer !== null &&
    (answer as { demoAccounts?: unknown }).demoAccounts === true;
  const key =
    typeof answer === "object" && answer !== null
      ? (answer as { pushPublicKey?: unknown }).pushPublicKey
      : null;
  return { demoAccounts, pushPublicKey: typeof key === "string" && key !== "" ? key : null };
}

/**
 * The server's public configuration, or null until it answered (or when it could not be read).
 * Run-time, not build-time: one build serves a demo and a production server alike.
 */
export function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<unknown>("GET", "/api/config", undefined, { signal: controller.signal }).then(
      (answer) => setConfig(readPublicConfig(answer)),
      // Unreachable or refused: the screens that depend on it stay in their safe default.
      () => {},
    );
    return () => controller.abort();
  }, []);
  return config;
}
