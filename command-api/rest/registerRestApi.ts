import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { MAX_PHOTO_BYTES } from "../../domain/photos/events";
import { straightLineRouter } from "../../domain/rules/routeEstimate";
import { accountRecovery } from "../auth/accountRecovery";
import { emailVerificationService } from "../auth/emailVerificationService";
import { LoginRateLimiter } from "../auth/loginRateLimiter";
import { createPasswordLogin } from "../auth/passwordLogin";
import { ensureRecoveryTables } from "../auth/recoveryTables";
import { ensureAuthTables } from "../auth/sessionSchema";
import { nodeSessionStore, SessionSockets } from "../auth/sessionSockets";
import type { SessionStore } from "../auth/sessionStore";
import { SignUpRateLimiter } from "../auth/signUpRateLimiter";
import { createLiveChannel, type LiveChannel, type LiveChannelOptions } from "../live/liveChannel";
import { LivePositions } from "../live/livePositions";
import { AddressRateLimit } from "./http/addressRateLimit";
import { reasonBody } from "./http/errorBody";
import { installErrorHandler } from "./http/errorHandler";
import type { RestRoute, RouteMeta } from "./http/restRoute";
import { installSessionPrincipal } from "./http/sessionPrincipal";
import type { RestApiDeps } from "./restApiDeps";
import { createContextHelpers, type RestContext } from "./restContext";
import { adminRoutes } from "./routes/adminRoutes";
import { authRoutes } from "./routes/authRoutes";
import { captainDocumentRoutes } from "./routes/captainDocumentRoutes";
import { catalogueRoutes } from "./routes/catalogueRoutes";
import { chatRoutes } from "./routes/chatRoutes";
import { configRoutes } from "./routes/configRoutes";
import { contactRoutes } from "./routes/contactRoutes";
import { docsRoutes } from "./routes/docsRoutes";
import { emailVerificationRoutes } from "./routes/emailVerificationRoutes";
import { familySharingRoutes } from "./routes/familySharingRoutes";
import { mapRoutes } from "./routes/mapRoutes";
import { moneyDocumentRoutes } from "./routes/moneyDocumentRoutes";
import { paymentProcessorRoutes, paymentWebhookRoutes } from "./routes/paymentProcessorRoutes";
import { photoRoutes } from "./routes/photoRoutes";
import { placeRoutes } from "./routes/placeRoutes";
import { providerDashboardRoutes } from "./routes/providerDashboardRoutes";
import { recoveryRoutes } from "./routes/recoveryRoutes";
import { requestRoutes } from "./routes/requestRoutes";
import { reviewRoutes } from "./routes/reviewRoutes";
import { ROUTES_PER_ADDRESS, routingRoutes } from "./routes/routingRoutes";
import { userRoutes } from "./routes/userRoutes";
import { vehicleRoutes } from "./routes/vehicleRoutes";
import { DocumentStorage } from "./uploads/documentStorage";
import { PhotoStorage } from "./uploads/photoStorage";

const PREFIX = "/api";

export interface RestApi {
  /** The spec's `/ws` channel, for the server's upgrade router. */
  live: LiveChannel;
  /** Shared with GraphQL: one session cache (a logout is seen by both at once) and one position model. */
  sessions: SessionStore;
  livePositions: LivePositions;
  /** Shared with graphql-ws: a logout at either door closes the session's sockets on both. */
  sessionSockets: SessionSockets;
  /** Shared with GraphQL's login, so the per-account and per-address limits count both doors. */
  loginLimiter: LoginRateLimiter;
  /** Shared with GraphQL's register: one sign-up budget per address for both doors. */
  signUpLimiter: SignUpRateLimiter;
  /** Every documented path (what /api/docs describes). */
  routes: readonly RouteMeta[];
}

/**
 * The REST facade of spec §7 under `/api`, and the `/ws` channel that shares its sessions.
 * Writes go through the command handlers; reads come from the read models; unknown `/api/*` paths
 * answer 404 JSON while everything else is left to the web app.
 */
export async function registerRestApi(
  http: FastifyInstance,
  deps: RestApiDeps & { live?: Partial<LiveChannelOptions> },
): Promise<RestApi> {
  await ensureAuthTables(deps.sql);
  await ensureRecoveryTables(deps.sql);
  const clock = deps.commands.clock;
  const { sessions, stop: stopForgetting } = nodeSessionStore(
    deps.sql,
    clock,
    deps.liveBus,
    deps.sessionOptions,
  );
  const sessionSockets = new SessionSockets(deps.liveBus);
  const livePositions = new LivePositions(deps.liveBus, clock);
  const ctx: RestContext = {
    ...deps,
    sessions,
    passwordLogin: createPasswordLogin(deps.sql, deps.commands.hasher),
    loginLimiter: new LoginRateLimiter(deps.sql, clock, deps.loginLimits),
    signUpLimiter: new SignUpRateLimiter(deps.sql, clock, deps.signUpLimits),
    recovery: accountRecovery({ commands: deps.commands, sql: deps.sql, sessions, log: http.log }),
    emailVerification: emailVerificationService({ commands: deps.commands, sql: deps.sql }),
    livePositions,
    photos: new PhotoStorage(deps.dataDir),
    documents: new DocumentStorage(deps.dataDir),
    ...createContextHelpers(deps),
  };
  // Signed by the sender over their exact bytes: these read the body raw, not parsed.
  const rawBodyRoutes = paymentWebhookRoutes(ctx);
  const routes: RestRoute[] = [
    ...authRoutes(ctx),
    ...recoveryRoutes(ctx),
    ...emailVerificationRoutes(ctx),
    ...requestRoutes(ctx),
    ...vehicleRoutes(ctx),
    ...catalogueRoutes(ctx),
    ...placeRoutes(ctx),
    ...chatRoutes(ctx),
    ...photoRoutes(ctx),
    ...captainDocumentRoutes(ctx),
    ...moneyDocumentRoutes(ctx),
    ...contactRoutes(ctx),
    ...familySharingRoutes(ctx),
    ...userRoutes(ctx),
    ...reviewRoutes(ctx),
    ...providerDashboardRoutes(ctx),
    ...adminRoutes(ctx),
    ...paymentProcessorRoutes(ctx),
    ...rawBodyRoutes,
    ...configRoutes(deps),
    ...(deps.map ? mapRoutes(deps.map) : []),
    ...routingRoutes({
      router: deps.router ?? straightLineRouter,
      routeLimit: new AddressRateLimit(clock, ROUTES_PER_ADDRESS),
    }),
  ];
  routes.push(...docsRoutes(() => routes.map((r) => r.meta)));

  await http.register(
    async (api) => {
      await api.register(fastifyCookie);
      // Spec §9: photos under 10 MB; one file and a few short fields per form.
      await api.register(fastifyMultipart, {
        limits: { fileSize: MAX_PHOTO_BYTES - 1, files: 1, fields: 20, fieldSize: 4096, parts: 25 },
      });
      installSessionPrincipal(api, sessions);
      installErrorHandler(api);
      for (const route of routes) {
        if (rawBodyRoutes.includes(route)) continue;
        api.route({
          method: route.meta.method,
          url: fastifyUrl(route.meta.path),
          handler: (request, reply) => route.run(request, reply),
        });
      }
      await api.register(async (raw) => {
        raw.removeAllContentTypeParsers();
        raw.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 1024 * 1024 }, (_request, body, done) =>
          done(null, body),
        );
        for (const route of rawBodyRoutes)
          raw.route({
            method: route.meta.method,
            url: fastifyUrl(route.meta.path),
            handler: (request, reply) => route.run(request, reply),
          });
      });
      api.setNotFoundHandler((request, reply) =>
        reply
          .code(404)
          .send(
            reasonBody("http.noSuchPath", { method: request.method, path: request.url.split("?")[0] ?? "" }),
          ),
      );
    },
    { prefix: PREFIX },
  );

  const live = createLiveChannel({
    sessions,
    bus: deps.liveBus,
    sql: deps.sql,
    positions: livePositions,
    sessionSockets,
    log: http.log,
    ...(deps.live ? { options: deps.live } : {}),
    ...(deps.supportPhone ? { supportPhone: deps.supportPhone } : {}),
  });
  // Open sockets would keep the server from closing; they go first.
  http.addHook("preClose", async () => {
    stopForgetting();
    await live.close();
    livePositions.close();
  });
  return {
    live,
    sessions,
    sessionSockets,
    livePositions,
    loginLimiter: ctx.loginLimiter,
    signUpLimiter: ctx.signUpLimiter,
    routes: routes.map((r) => r.meta),
  };
}

/** `/api/requests/{id}` → `/requests/:id` inside the `/api` prefix. */
function fastifyUrl(path: string): string {
  return path.slice(PREFIX.length).replace(/\{(\w+)\}/g, ":$1");
}
