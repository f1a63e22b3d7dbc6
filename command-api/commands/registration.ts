import { z } from "zod";
import { RegisterAccount } from "../../domain/account/commands";
import { accountDecider } from "../../domain/account/decider";
import { ClaimEmail, emailClaimDecider, emailClaimStreamFor } from "../../domain/account/emailClaim";
import { CreateProviderProfile } from "../../domain/provider/commands";
import { providerDecider } from "../../domain/provider/decider";
import { DomainError } from "../../domain/shared/domainError";
import { Email, Emirate, Latitude, Longitude, Phone } from "../../domain/shared/values";
import { accountStream, providerStream } from "../../domain/streams";
import { passwordProblem } from "../auth/passwordPolicy";
import type { CommandContext } from "../commandContext";
import type { CommandDeps } from "../commandDeps";
import { handleCommand } from "../handleCommand";
import { parseCommand } from "../parseCommand";

const DUBAI = { latitude: 25.2048, longitude: 55.2708 };
/** Until captains declare their own, a new provider offers every service at the spec's default response time. */
const NEW_PROVIDER_SERVICES = ["towing", "jump-start", "tire-change", "fuel-delivery"] as const;
const NEW_PROVIDER_RESPONSE_MINUTES = 10;

/** Spec §3/§5 sign-up fields, with the spec's messages where it has them. */
export const RegistrationInput = z
  .object({
    name: z
      .string({ error: "Please fill in all required fields" })
      .trim()
      .min(1, "Please fill in all required fields")
      .max(200),
    email: Email,
    phone: Phone,
    password: z
      .string({ error: "Please fill in all required fields" })
      .min(1, "Please fill in all required fields"),
    userType: z.enum(["customer", "provider", "admin"]).default("customer"),
    city: Emirate.default("Dubai"),
    latitude: Latitude.default(DUBAI.latitude),
    longitude: Longitude.default(DUBAI.longitude),
    /** Explicit id for seeding fixed demo accounts; sign-ups get a fresh one. */
    accountId: z.string().optional(),
  })
  .superRefine((input, ctx) => {
    // One password rule for every door (REST, GraphQL, seeding, the admin CLI): passwordPolicy.ts.
    const problem = passwordProblem(input.password, { email: input.email, name: input.name });
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
  });
export type RegistrationInput = z.input<typeof RegistrationInput>;

/**
 * Checks a sign-up without acting on it (a bad field is a `bad_input` naming it): the doors ask
 * this before they spend the address's sign-up budget, so a typo in the form costs nothing.
 */
export function checkRegistration(raw: RegistrationInput): void {
  parseCommand(RegistrationInput, raw);
}

/**
 * Sign-up spans streams: the email is claimed first (expected `no_stream` makes a duplicate lose),
 * then the account, then — for captains — their provider profile. Each step is idempotent for the
 * same account, so seeding a fixed account again completes instead of failing.
 */
export const registerAccount =
  (deps: CommandDeps) => async (raw: RegistrationInput, context: CommandContext) => {
    const input = parseCommand(RegistrationInput, raw);
    if (input.userType === "admin" && context.actor.role !== "system") {
      throw new DomainError("forbidden", "account.adminNotSelfRegistered", {}, "userType");
    }
    const at = deps.clock.now().toISOString();
    const accountId = input.accountId ?? deps.ids.next();
    // Sign-up acts as the new account itself unless the system (seeding) does it.
    const actor =
      context.actor.role === "system" ? context.actor : { userId: accountId, role: input.userType };
    const ctx = { ...context, actor };

    const claim = parseCommand(ClaimEmail, { type: "ClaimEmail", actor, at, email: input.email, accountId });
    await handleCommand(deps, emailClaimStreamFor(input.email), emailClaimDecider, claim, ctx, at, {
      retryOnConflict: true,
    });

    const passwordHash = await deps.hasher.hash(input.password);
    const register = parseCommand(RegisterAccount, {
      type: "RegisterAccount",
      actor,
      at,
      accountId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      userType: input.userType,
      passwordHash,
      city: input.city,
      latitude: input.latitude,
      longitude: input.longitude,
    });
    const registered = await handleCommand(deps, accountStream(accountId), accountDecider, register, ctx, at);

    if (input.userType === "provider") {
      const profile = parseCommand(CreateProviderProfile, {
        type: "CreateProviderProfile",
        actor,
        at,
        providerId: accountId,
        name: input.name,
        phone: input.phone,
        services: [...NEW_PROVIDER_SERVICES],
        responseTimeMinutes: NEW_PROVIDER_RESPONSE_MINUTES,
        latitude: input.latitude,
        longitude: input.longitude,
      });
      const created = await handleCommand(deps, providerStream(accountId), providerDecider, profile, ctx, at);
      return { accountId, position: created.position ?? registered.position };
    }
    return { accountId, position: registered.position };
  };
