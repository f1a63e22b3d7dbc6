import "reflect-metadata";
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from "graphql";
import { buildSchemaSync, type PubSub } from "type-graphql";
import { RESOLVERS } from "./resolvers";
import { describeRootTypes } from "./rootTypeDescriptions";

/**
 * Every subscription brings its own `subscribe` (from the live bus, the fleet feed, the audit tail), so
 * type-graphql's topic-based PubSub is never used; it insists on one existing, and this one says so if called.
 */
const NO_TOPIC_PUBSUB: PubSub = {
  publish: () => {
    throw new Error("subscriptions publish through the live bus, not type-graphql's PubSub");
  },
  subscribe: () => {
    throw new Error("every subscription declares its own subscribe function");
  },
};

/**
 * The schema from the decorated classes. Every decorator names its type explicitly (`() => T`): tsx and
 * esbuild emit no decorator metadata, so nothing may rely on it (DESIGN "Known traps").
 *
 * Object types are declared `simpleResolvers: true`: their fields are plain data, and otherwise type-graphql
 * wraps every field of every object in its resolver machinery. No global middleware either: errors are
 * mapped where they leave the server (errors/presentError.ts).
 */
export function buildGraphqlSchema(): GraphQLSchema {
  return describeRootTypes(
    buildSchemaSync({
      resolvers: RESOLVERS,
      // Inputs are validated by the command schemas (zod) the REST facade also uses; no class-validator.
      validate: false,
      pubSub: NO_TOPIC_PUBSUB,
    }),
  );
}

/** The SDL as checked in: sorted, so the file changes only when the schema does. */
export function schemaSdl(schema: GraphQLSchema = buildGraphqlSchema()): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
