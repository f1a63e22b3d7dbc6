import { Arg, Ctx, Int, Mutation, Resolver } from "type-graphql";
import { tooManySignIns, tooManySignUps } from "../../../command-api/auth/loginRateLimiter";
import type { Principal } from "../../../command-api/auth/principal";
import { commandContextOf } from "../../../command-api/auth/principal";
import { goOnline, startOnline } from "../../../command-api/commands/providerCommands";
import { removeAllPushSubscriptions } from "../../../command-api/commands/pushCommands";
import { checkRegistration, registerAccount } from "../../../command-api/commands/registration";
import { DEFAULT_LOCATION } from "../../../domain/rules/emirates";
import { DomainError } from "../../../domain/shared/domainError";
import { accountById } from "../../../projections/read-models/accounts/queries";
import { ACCOUNTS } from "../../../projections/read-models/accounts/schema";
import { PROVIDER_DIRECTORY } from "../../../projections/read-models/provider-directory/schema";
import { PUSH_SETTINGS } from "../../../projections/read-models/push-settings/schema";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { afterWrite } from "../../context/readAfterWrite";
import type { SessionCookieJar } from "../../context/sessionCookieJar";
import { reasonedError } from "../../errors/graphqlErrors";
import { RegisterInput } from "./accountInputs";
import { User } from "./accountTypes";

/** Sign-up, sign-in and sign-out: the same session store and cookie as the REST facade's /api/auth/*. */
@Resolver()
export class SessionResolver {
  @Mutation(() => User, {
    description: "Creates an account (customer or provider) and signs it in (sets the session cookie).",
  })
  async register(
    @Arg("input", () => RegisterInput, { description: "The sign-up form's fields." }) input: RegisterInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<User> {
    const cookies = requireHttp(ctx);
    const anonymous = {
      actor: { userId: "anonymous", role: input.userType },
      correlationId: ctx.correlationId,
      causationId: null,
    };
    const registration = {
      name: input.name,
      email: input.email,
      phone: input.phone,
      password: input.password,
      userType: input.userType,
      ...(input.city ? { city: input.city } : {}),
      ...(input.latitude != null ? { latitude: input.latitude } : {}),
      ...(input.longitude != null ? { longitude: input.longitude } : {}),
    };
    checkRegistration(registration);
    // The same budget per address as REST's /api/auth/register (one table, every node).
    const admission = await ctx.services.signUpLimiter.admit(ctx.clientAddress);
    if (!admission.admitted) {
      throw reasonedError(
        "RATE_LIMITED",
        { retryAfterSeconds: Math.ceil(admission.retryAfterMs / 1000) },
        ...tooManySignUps(admission.retryAfterMs),
      );
    }
    const { accountId, position } = await registerAccount(ctx.services.commands)(registration, anonymous);
    const principal: Principal = { userId: accountId, role: input.userType };
    let last = position;
    if (input.userType === "provider" && input.isOnline === true) {
      // An unverified captain is registered offline (`emailVerified` false says why), never refused.
      const online = await startOnline(() =>
        goOnline(ctx.services.commands)(
          {
            providerId: accountId,
            latitude: input.latitude ?? DEFAULT_LOCATION.latitude,
            longitude: input.longitude ?? DEFAULT_LOCATION.longitude,
          },
          commandContextOf(principal, ctx.correlationId),
        ),
      );
      last = online.position ?? last;
    }
    await startSession(ctx, cookies, principal);
    // Sign-in reads the credentials the accounts projection keeps; a captain must show up in the directory.
    const readModels = input.userType === "provider" ? [ACCOUNTS, PROVIDER_DIRECTORY] : [ACCOUNTS];
    return afterWrite(ctx, last, readModels, () => profileOf(ctx, accountId));
  }

  @Mutation(() => User, { description: "Signs in with email and password (sets the session cookie)." })
  async login(
    @Arg("email", () => String, { description: "The account's email; trimmed and compared in lower case." })
    email: string,
    @Arg("password", () => String, {
      description:
        "The account's password. Wrong email or password both answer the same error; repeated failures are rate-limited.",
    })
    password: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<User> {
    const cookies = requireHttp(ctx);
    if (!email.trim() || !password) throw new DomainError("bad_input", "input.fillInAllFields");
    const { loginLimiter, passwordLogin } = ctx.services;
    const admission = await loginLimiter.admit(email, ctx.clientAddress);
    if (!admission.admitted) {
      const waitMs = admission.retryAfterMs;
      throw reasonedError(
        "RATE_LIMITED",
        { retryAfterSeconds: Math.ceil(waitMs / 1000) },
        ...tooManySignIns(waitMs),
      );
    }
    const principal = await passwordLogin(email, password);
    // A failure stays counted as the attempt it was admitted as.
    if (!principal) throw new DomainError("unauthenticated", "auth.invalidCredentials");
    await loginLimiter.succeeded(email, ctx.clientAddress, admission.attemptId);
    await startSession(ctx, cookies, principal);
    return profileOf(ctx, principal.userId);
  }

  @Mutation(() => Boolean, {
    description: "Ends this browser's session (clears the cookie). True when a session was ended.",
  })
  async logout(@Ctx() ctx: GraphqlContext): Promise<boolean> {
    const cookies = requireHttp(ctx);
    if (cookies.token) await ctx.services.sessions.revoke(cookies.token);
    cookies.clear();
    return cookies.token !== null;
  }

  @Mutation(() => Int, {
    description:
      "Ends every session of the signed-in account, this browser's included, closes their sockets at once and stops push notifications to all its browsers. Answers how many sessions ended.",
  })
  async logoutEverywhere(@Ctx() ctx: GraphqlContext): Promise<number> {
    const cookies = requireHttp(ctx);
    const principal = signedIn(ctx);
    // The other browsers cannot be reached to unsubscribe themselves: the server stops pushing to them.
    const { position } = await removeAllPushSubscriptions(ctx.services.commands)(
      { accountId: principal.userId },
      commandContextOf(principal, ctx.correlationId),
    );
    const ended = await ctx.services.sessions.revokeAllOf(principal.userId);
    cookies.clear();
    return afterWrite(ctx, position, [PUSH_SETTINGS], async () => ended.length);
  }
}

function requireHttp(ctx: GraphqlContext): SessionCookieJar {
  if (!ctx.cookies) throw new DomainError("bad_input", "auth.signInOverHttp");
  return ctx.cookies;
}

async function startSession(
  ctx: GraphqlContext,
  cookies: SessionCookieJar,
  principal: Principal,
): Promise<void> {
  const session = await ctx.services.sessions.issue(principal);
  cookies.set(session.token, session.expiresAt);
}

async function profileOf(ctx: GraphqlContext, accountId: string): Promise<User> {
  const profile = await accountById(ctx.services.sql, accountId);
  if (!profile)
    throw new DomainError("not_found", "resource.notFound", { resource: "Account", id: accountId });
  return profile;
}
