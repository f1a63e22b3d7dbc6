import Fastify, { type FastifyInstance } from "fastify";
import { ensureAuthTables } from "../../command-api/auth/sessionSchema";
import { SignUpRateLimiter } from "../../command-api/auth/signUpRateLimiter";
import type { CommandDeps } from "../../command-api/commandDeps";
import type { Clock } from "../../domain/ports/clock";
import type { EventStore } from "../../domain/ports/eventStore";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { PaymentGateway } from "../../domain/ports/paymentGateway";
import type { Sql } from "../../domain/ports/sql";
import { openPgliteEventStore } from "../../infra/eventstore/openPgliteEventStore";
import { createUpgradeRouter } from "../../infra/http/upgradeRouter";
import { createInProcessLiveBus } from "../../infra/livebus/inProcessLiveBus";
import { systemClock } from "../../infra/runtime/systemClock";
import { uuidV7Ids } from "../../infra/runtime/uuidV7Ids";
import { auditLogProjection } from "../../projections/audit/auditLogProjection";
import { readModelProjections } from "../../projections/read-models";
import { createInProcessProjectionLock } from "../../projections/runner/inProcessProjectionLock";
import { createProjectionRunner, type ProjectionRunner } from "../../projections/runner/projectionRunner";
import type { GraphqlDeps } from "../context/graphqlDeps";
import { registerGraphql } from "../server/registerGraphql";
import { plainTextHasher } from "./plainTextHasher";

export interface TestServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** ws://127.0.0.1:<port>/graphql */
  wsUrl: string;
  http: FastifyInstance;
  store: EventStore;
  sql: Sql;
  liveBus: LiveBus;
  /** Resolves once `topic` has more than `count` listeners: a subscription a test opened is registered. */
  listenersAbove(topic: string, count: number): Promise<void>;
  listeners(topic: string): number;
  runner: ProjectionRunner;
  commands: CommandDeps;
  /** Waits until every read model has applied everything appended so far (mutations wait only for their own). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real server on a random port over in-memory PGlite: event store, every read model, the projector
 * runner and GraphQL, wired as the composition root wires them. Opening PGlite takes seconds: one per file.
 */
export async function startTestServer(
  overrides: Partial<GraphqlDeps> = {},
  /** Wraps the read-model connection GraphQL uses (to count its queries). */
  wrapSql: (sql: Sql) => Sql = (sql) => sql,
  /** What commands and queries take as now (a test moves it to cross a time limit). */
  clock: Clock = systemClock,
  /** The card processor card bookings go through; none: card bookings fail as misconfigured. */
  payments?: PaymentGateway,
): Promise<TestServer> {
  // The store owns this in-memory database and closes it with itself.
  const { store, sql } = await openPgliteEventStore({ memory: true });
  const liveBus = countingLiveBus(createInProcessLiveBus());
  const runner = createProjectionRunner({
    store,
    sql,
    lock: createInProcessProjectionLock(),
    liveBus,
    projections: [...readModelProjections, auditLogProjection],
  });
  await runner.start();
  const commands: CommandDeps = {
    store,
    clock,
    ids: uuidV7Ids,
    hasher: plainTextHasher,
    offerTtlSeconds: 300,
    ...(payments ? { payments } : {}),
  };
  // GRAPHQL_TEST_LOG=error shows what a resolver threw when a test only sees INTERNAL_SERVER_ERROR.
  const level = process.env.GRAPHQL_TEST_LOG;
  const http = Fastify(level ? { logger: { level } } : {});
  const upgrades = createUpgradeRouter(http.server);
  await ensureAuthTables(sql);
  // Tests sign many accounts up from 127.0.0.1; the limit has its own test (infra/app/signUpLimitAcrossApis).
  const signUpLimiter = new SignUpRateLimiter(sql, systemClock, { perAddress: 10_000, windowMs: 3600_000 });
  await registerGraphql(http, {
    commands,
    sql: wrapSql(sql),
    runner,
    liveBus,
    upgrades,
    signUpLimiter,
    ...overrides,
  });
  await http.listen({ port: 0, host: "127.0.0.1" });
  const address = http.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    http,
    store,
    sql,
    liveBus,
    listeners: liveBus.listeners,
    async listenersAbove(topic, count) {
      for (let waited = 0; liveBus.listeners(topic) <= count; waited += 20) {
        if (waited > 10_000) throw new Error(`nobody subscribed to ${topic} within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    runner,
    commands,
    async settle() {
      await runner.waitForPosition(await store.headPosition());
    },
    async close() {
      await http.close();
      await runner.stop();
      await store.close();
    },
  };
}

/**
 * The live bus with a count of listeners per topic. A subscription that sends nothing on start gives the
 * client no sign it is registered (and only later events reach it); tests wait for the count instead.
 */
function countingLiveBus(bus: LiveBus): LiveBus & { listeners(topic: string): number } {
  const counts = new Map<string, number>();
  return {
    publish: (message) => bus.publish(message),
    subscribe(topic, handler) {
      counts.set(topic, (counts.get(topic) ?? 0) + 1);
      const unsubscribe = bus.subscribe(topic, handler);
      return () => {
        counts.set(topic, (counts.get(topic) ?? 1) - 1);
        unsubscribe();
      };
    },
    listeners: (topic) => counts.get(topic) ?? 0,
  };
}
