import { publicRoute, type RestRoute } from "../http/restRoute";
import type { RestApiDeps } from "../restApiDeps";
import { PublicConfig } from "../schemas/configSchemas";

/**
 * GET /api/config, for anyone: the run-time facts the web app adapts to. The sign-in screen offers
 * the demo accounts only when this says they exist, never from a flag baked into the build.
 */
export function configRoutes(deps: Pick<RestApiDeps, "demoAccountsPresent" | "pushPublicKey">): RestRoute[] {
  return [
    publicRoute({
      method: "GET",
      path: "/api/config",
      summary:
        "Public run-time configuration of this server (whether the demo accounts exist, the Web Push public key)",
      tag: "Documentation",
      response: PublicConfig,
      errors: [],
      async handle() {
        return { demoAccounts: await deps.demoAccountsPresent(), pushPublicKey: deps.pushPublicKey ?? null };
      },
    }),
  ];
}
