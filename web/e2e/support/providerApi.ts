import { verifyEmail } from "../../../command-api/commands/emailVerificationCommands";
import { onboardApprovedCaptain } from "../../../command-api/onboarding/captainOnboarding";
import { SYSTEM } from "../../../domain/shared/actor";
import { sessionCookieOf } from "../../../graphql/testing/scenario";
import { postGraphql } from "../../../graphql/testing/testClients";
import type { ProductServer } from "./productServer";

/** A captain driven through the GraphQL API with their own session cookie, as their app would. */
export class ProviderApi {
  private constructor(
    private readonly baseUrl: string,
    /** "name=value" of the captain's session, for a browser context that acts as them. */
    readonly cookie: string,
    readonly id: string,
    readonly name: string,
  ) {}

  /**
   * Registers a provider (they offer every service) and puts them online at a point. Their email is
   * vouched for by the system, as seeding does (the mailed link has its own browser test,
   * emailVerification.browser.test.ts), and the system onboards and approves them with papers on
   * record (the onboarding screens have their own browser test).
   */
  static async register(server: ProductServer, name: string, at: { latitude: number; longitude: number }) {
    const baseUrl = server.url;
    const { result, setCookie } = await postGraphql<{ register: { id: string } }>(
      baseUrl,
      `mutation Register($input: RegisterInput!) { register(input: $input) { id } }`,
      {
        input: {
          name,
          email: `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@captains.ae`,
          phone: "+971 50 444 0202",
          password: "tow-truck-7",
          userType: "PROVIDER",
          isOnline: true,
          ...at,
        },
      },
    );
    if (!result.data) throw new Error(`provider sign-up failed: ${JSON.stringify(result.errors)}`);
    const captain = new ProviderApi(baseUrl, sessionCookieOf(setCookie), result.data.register.id, name);
    await verifyEmail(server.app.commands)(
      { accountId: captain.id },
      { actor: SYSTEM, correlationId: `verify-${captain.id}`, causationId: null },
    );
    await onboardApprovedCaptain(server.app.commands, { providerId: captain.id, name });
    await captain.run(
      `mutation O($latitude: Float!, $longitude: Float!) { setOnline(online: true, latitude: $latitude, longitude: $longitude) { id } }`,
      at,
    );
    return captain;
  }

  private async run(query: string, variables: Record<string, unknown>): Promise<void> {
    const { result } = await postGraphql(this.baseUrl, query, variables, this.cookie);
    if (result.errors?.length) throw new Error(`${query.slice(0, 40)}: ${JSON.stringify(result.errors)}`);
  }

  accept(requestId: string) {
    return this.run(`mutation A($id: ID!) { acceptJob(requestId: $id) { id } }`, { id: requestId });
  }
  start(requestId: string) {
    return this.run(`mutation S($id: ID!) { startJob(requestId: $id) { id } }`, { id: requestId });
  }
  complete(requestId: string) {
    return this.run(`mutation C($id: ID!) { completeJob(requestId: $id) { id } }`, { id: requestId });
  }
  /** The captain's phone reports where they are. */
  reportAt(at: { latitude: number; longitude: number }) {
    return this.run(
      `mutation R($latitude: Float!, $longitude: Float!) { reportLocation(latitude: $latitude, longitude: $longitude) { userId } }`,
      at,
    );
  }
}
