import type { FastifyReply, FastifyRequest } from "fastify";
import { DomainError } from "../../../domain/shared/domainError";
import { accountById } from "../../../projections/read-models/accounts/queries";
import { ACCOUNTS } from "../../../projections/read-models/accounts/schema";
import { PROVIDER_DIRECTORY } from "../../../projections/read-models/provider-directory/schema";
import { PUSH_SETTINGS } from "../../../projections/read-models/push-settings/schema";
import { tooManySignIns, tooManySignUps } from "../../auth/loginRateLimiter";
import type { Principal } from "../../auth/principal";
import { isHttps, SESSION_COOKIE, sessionCookieOptions } from "../../auth/sessionCookie";
import { goOnline, startOnline } from "../../commands/providerCommands";
import { removeAllPushSubscriptions } from "../../commands/pushCommands";
import { checkRegistration, registerAccount } from "../../commands/registration";
import { HttpError } from "../http/httpError";
import { publicRoute, type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import { AuthUser, LoginBody, RegisterBody, SessionsEnded } from "../schemas/authSchemas";

const TAG = "Accounts and sessions";

export function authRoutes(ctx: RestContext): RestRoute[] {
  /** Sets the cookie of a new session and answers who signed in. */
  async function startSession(principal: Principal, request: FastifyRequest, reply: FastifyReply) {
    const session = await ctx.sessions.issue(principal);
    reply.setCookie(
      SESSION_COOKIE,
      session.token,
      sessionCookieOptions(isHttps(request.headers, request.protocol === "https"), session.expiresAt),
    );
    return authUserOf(principal);
  }

  async function authUserOf(principal: Principal): Promise<AuthUser> {
    const profile = await accountById(ctx.sql, principal.userId);
    return {
      id: principal.userId,
      userType: principal.role,
      name: profile?.name ?? "",
      email: profile?.email ?? "",
      emailVerified: profile?.emailVerified ?? false,
    };
  }

  return [
    publicRoute({
      method: "POST",
      path: "/api/auth/register",
      summary: "Create an account (customer or provider) and sign in",
      tag: TAG,
      body: RegisterBody,
      response: AuthUser,
      errors: [400, 409, 429],
      async handle({ body, request, reply }) {
        const anonymous = {
          actor: { userId: "anonymous", role: body.userType },
          correlationId: request.id,
          causationId: null,
        };
        const registration = {
          name: body.name,
          email: body.email,
          phone: body.phone,
          password: body.password,
          userType: body.userType,
          ...(body.latitude !== undefined ? { latitude: body.latitude } : {}),
          ...(body.longitude !== undefined ? { longitude: body.longitude } : {}),
        };
        checkRegistration(registration);
        const admission = await ctx.signUpLimiter.admit(request.ip);
        if (!admission.admitted) {
          throw new HttpError(429, ...tooManySignUps(admission.retryAfterMs), undefined, {
            "retry-after": String(Math.ceil(admission.retryAfterMs / 1000)),
          });
        }
        const { accountId, position } = await registerAccount(ctx.commands)(registration, anonymous);
        const principal: Principal = { userId: accountId, role: body.userType };
        let last = position;
        let offlineReason: string | undefined;
        if (body.userType === "provider" && body.isOnline === true) {
          const online = await startOnline(() =>
            goOnline(ctx.commands)(
              {
                providerId: accountId,
                latitude: body.latitude ?? 25.2048,
                longitude: body.longitude ?? 55.2708,
              },
              ctx.contextOf(principal, request),
            ),
          );
          last = online.position ?? last;
          offlineReason = online.offlineReason;
        }
        // /me reads the profile; a captain who went online must show on the map at once.
        await ctx.settled(last, body.userType === "provider" ? [ACCOUNTS, PROVIDER_DIRECTORY] : [ACCOUNTS]);
        const user = await startSession(principal, request, reply);
        return offlineReason === undefined ? user : { ...user, offlineReason };
      },
    }),

    publicRoute({
      method: "POST",
      path: "/api/auth/login",
      summary: "Sign in with email and password",
      tag: TAG,
      body: LoginBody,
      status: 200,
      response: AuthUser,
      // 403: the right password for an account an admin has suspended (the reason is in the error).
      errors: [400, 401, 403, 429],
      async handle({ body, request, reply }) {
        const admission = await ctx.loginLimiter.admit(body.email, request.ip);
        if (!admission.admitted) {
          const waitMs = admission.retryAfterMs;
          throw new HttpError(429, ...tooManySignIns(waitMs), undefined, {
            "retry-after": String(Math.ceil(waitMs / 1000)),
          });
        }
        const principal = await ctx.passwordLogin(body.email, body.password);
        // A failure stays counted as the attempt it was admitted as.
        if (!principal) throw new DomainError("unauthenticated", "auth.invalidCredentials");
        await ctx.loginLimiter.succeeded(body.email, request.ip, admission.attemptId);
        return startSession(principal, request, reply);
      },
    }),

    publicRoute({
      method: "POST",
      path: "/api/auth/logout",
      summary: "End the session of this browser",
      tag: TAG,
      status: 204,
      // Signed in or not, it answers 204; only a cross-site write is refused (crossSiteWrites.ts).
      errors: [403],
      async handle({ request, reply }) {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await ctx.sessions.revoke(token);
        reply.clearCookie(
          SESSION_COOKIE,
          sessionCookieOptions(isHttps(request.headers, request.protocol === "https")),
        );
        return undefined;
      },
    }),

    signedInRoute({
      method: "POST",
      path: "/api/auth/logout-everywhere",
      summary:
        "End every session of the signed-in account, this browser's included (its sockets close at once), and stop push notifications to all its browsers",
      tag: TAG,
      status: 200,
      response: SessionsEnded,
      async handle({ principal, request, reply }) {
        // The other browsers cannot be reached to unsubscribe themselves: the server stops pushing to them.
        const { position } = await removeAllPushSubscriptions(ctx.commands)(
          { accountId: principal.userId },
          ctx.contextOf(principal, request),
        );
        await ctx.settled(position, [PUSH_SETTINGS]);
        const ended = await ctx.sessions.revokeAllOf(principal.userId);
        reply.clearCookie(
          SESSION_COOKIE,
          sessionCookieOptions(isHttps(request.headers, request.protocol === "https")),
        );
        return { sessionsEnded: ended.length };
      },
    }),

    publicRoute({
      method: "GET",
      path: "/api/auth/me",
      summary: "Who is signed in on this browser: the user, or null for a visitor without a session",
      tag: TAG,
      // A visitor is an ordinary answer, not an error: every anonymous page load asks, and a 401
      // would be logged in every visitor's console (issue 28).
      response: AuthUser.nullable(),
      errors: [],
      async handle({ principal }) {
        return principal ? authUserOf(principal) : null;
      },
    }),
  ];
}
