import { ApolloServer } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import { fastifyApolloHandler } from "@as-integrations/fastify";
import Fastify, { type FastifyInstance } from "fastify";
import {
  GraphQLEnumType,
  GraphQLError,
  type GraphQLFormattedError,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  GraphQLUnionType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GraphqlContext } from "../context/graphqlContext";
import { depthLimitRule } from "../limits/depthLimit";
import { knownQueryPath } from "./knownQueryPath";

/**
 * The known-query path must answer exactly as Apollo would: the same server answers each request twice,
 * once at /apollo (Apollo alone) and once at /graphql (the known path first, Apollo for the rest), and
 * the two answers are compared byte for byte, with which path took /graphql's request counted.
 */

let resolverRuns = 0;
const Item = new GraphQLObjectType({
  name: "Item",
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    name: { type: GraphQLString },
    child: { type: GraphQLString, resolve: () => "child" },
  },
});
/** Shapes where a compiled executor could answer differently from graphql-js: enums, scalars, unions, nulls. */
const Kind = new GraphQLEnumType({
  name: "Kind",
  values: { TOW: { value: "towing" }, FUEL: { value: "fuel" } },
});
const Stamp = new GraphQLScalarType<string, string>({
  name: "Stamp",
  serialize: (value) => {
    if (!(value instanceof Date)) throw new TypeError("Stamp needs a Date");
    return value.toISOString();
  },
});
const Car = new GraphQLObjectType({ name: "Car", fields: { plate: { type: GraphQLString } } });
const Truck = new GraphQLObjectType({ name: "Truck", fields: { tonnes: { type: GraphQLInt } } });
const Vehicle = new GraphQLUnionType({
  name: "Vehicle",
  types: [Car, Truck],
  resolveType: (value: { plate?: string }) => (value.plate !== undefined ? "Car" : "Truck"),
});
const Shapes = new GraphQLObjectType({
  name: "Shapes",
  fields: {
    kind: { type: Kind, resolve: () => "fuel" },
    kinds: { type: new GraphQLList(Kind), resolve: () => ["towing", null, "fuel"] },
    at: { type: Stamp, resolve: () => new Date(Date.UTC(2026, 10, 25, 14, 3)) },
    badAt: { type: Stamp, resolve: () => "not a date" },
    vehicles: { type: new GraphQLList(Vehicle), resolve: () => [{ plate: "D 1" }, { tonnes: 3 }] },
    required: { type: new GraphQLNonNull(GraphQLString), resolve: () => null },
    nested: { type: new GraphQLList(new GraphQLNonNull(GraphQLInt)), resolve: () => [1, null, 3] },
    asyncName: { type: GraphQLString, resolve: async () => "later" },
  },
});
const Node: GraphQLObjectType = new GraphQLObjectType({
  name: "Node",
  fields: () => ({
    next: { type: Node, resolve: () => ({}) },
    value: { type: GraphQLInt, resolve: () => 1 },
  }),
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: "Query",
    fields: {
      item: {
        type: new GraphQLNonNull(Item),
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        resolve: (_root, { id }: { id: string }, context: GraphqlContext) => {
          resolverRuns++;
          if (id === "missing") throw new GraphQLError("no such item", { extensions: { code: "NOT_FOUND" } });
          if (id === "broken") throw new Error("database on fire");
          return { id, name: context.principal ? `for ${context.principal.userId}` : "anonymous" };
        },
      },
      items: {
        type: new GraphQLList(Item),
        args: { limit: { type: GraphQLInt } },
        resolve: (_root, { limit }: { limit?: number }) => {
          resolverRuns++;
          return Array.from({ length: limit ?? 2 }, (_, i) => ({ id: String(i), name: null }));
        },
      },
      node: { type: Node, resolve: () => ({}) },
      shapes: {
        type: Shapes,
        resolve: () => {
          resolverRuns++;
          return {};
        },
      },
    },
  }),
  mutation: new GraphQLObjectType({
    name: "Mutation",
    fields: {
      touch: {
        type: GraphQLInt,
        resolve: () => {
          resolverRuns++;
          return 1;
        },
      },
    },
  }),
});

const internal: unknown[] = [];
const formatError = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
  if (error instanceof GraphQLError && unwrapResolverError(error) !== error) {
    const original = unwrapResolverError(error);
    if (original instanceof GraphQLError) return error.toJSON();
    internal.push(original);
    return { ...formatted, message: "Internal error", extensions: { code: "INTERNAL_SERVER_ERROR" } };
  }
  return formatted;
};

let http: FastifyInstance;
let url: string;
const taken = { known: 0, apollo: 0 };

beforeAll(async () => {
  http = Fastify();
  const limits = [depthLimitRule(3, 15)];
  const apollo = new ApolloServer<GraphqlContext>({
    schema,
    validationRules: limits,
    formatError,
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  const context = async (request: { headers: Record<string, unknown> }) =>
    ({
      principal: request.headers["x-user"]
        ? { userId: String(request.headers["x-user"]), role: "customer" }
        : null,
    }) as GraphqlContext;
  const viaApollo = fastifyApolloHandler(apollo, { context });
  const known = knownQueryPath({
    schema,
    validationRules: limits,
    costCheck: () => null,
    formatError,
    context,
    maxDocuments: 3,
  });
  http.route({ url: "/apollo", method: ["GET", "POST"], handler: viaApollo });
  http.route({
    url: "/graphql",
    method: ["GET", "POST"],
    async handler(request, reply) {
      if (await known.answer(request, reply)) {
        taken.known++;
        return reply;
      }
      taken.apollo++;
      const body = await viaApollo.call(this, request, reply);
      known.learnContentType(request, reply);
      return body;
    },
  });
  url = await http.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await http.close();
});

interface Sent {
  body: unknown;
  headers?: Record<string, string>;
  raw?: string;
}

async function send(path: string, sent: Sent) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...sent.headers },
    body: sent.raw ?? JSON.stringify(sent.body),
  });
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
}

/** /graphql's answer (twice: the first may teach it the Accept header) equals Apollo's; returns the path taken. */
async function sameAsApollo(sent: Sent): Promise<"known" | "apollo"> {
  const expected = await send("/apollo", sent);
  await send("/graphql", sent);
  const before = { ...taken };
  const actual = await send("/graphql", sent);
  expect(actual).toEqual(expected);
  return taken.known > before.known ? "known" : "apollo";
}

const ITEM = "query Item($id: ID!) { item(id: $id) { id name child } }";

describe("the known-query path", () => {
  it("answers a repeated query itself, byte for byte as Apollo does, the context included", async () => {
    const runs = resolverRuns;
    expect(await sameAsApollo({ body: { query: ITEM, variables: { id: "a" } } })).toBe("known");
    expect(
      await sameAsApollo({ body: { query: ITEM, variables: { id: "b" } }, headers: { "x-user": "u1" } }),
    ).toBe("known");
    expect(await sameAsApollo({ body: { query: "{ items(limit: 3) { id name } }" } })).toBe("known");
    // Each send ran the resolver once: nothing ran twice.
    expect(resolverRuns - runs).toBe(9);
  });

  it("answers enums, custom scalars, unions, lists with nulls and async fields as Apollo does", async () => {
    const runs = resolverRuns;
    const query = `{ shapes { kind kinds at asyncName vehicles { __typename ... on Car { plate } ... on Truck { tonnes } } } }`;
    expect(await sameAsApollo({ body: { query } })).toBe("known");
    expect(resolverRuns - runs).toBe(3);
  });

  it("answers errors in nested fields (scalar serialisation, null in non-null) exactly as Apollo does, by running the read again", async () => {
    const runs = resolverRuns;
    for (const field of ["badAt", "required", "nested"])
      expect(
        await sameAsApollo({
          body: {
            query: `query Q($id: ID!) { item(id: $id) { id } shapes { kind ${field} } }`,
            variables: { id: "x" },
          },
        }),
      ).toBe("known");
    // Two resolvers counted per execution: Apollo once, then the known path twice per field, each time
    // compiled and then again by graphql-js, whose answer (with its error locations) is the one sent.
    expect(resolverRuns - runs).toBe(3 * (2 + 2 * 2 * 2));
  });

  it("learns the content type Apollo negotiates for an Accept header before answering with it", async () => {
    const graphqlResponse = { accept: "application/graphql-response+json, application/json;q=0.9" };
    const first = await send("/graphql", {
      body: { query: ITEM, variables: { id: "c" } },
      headers: graphqlResponse,
    });
    expect(first.type).toBe("application/graphql-response+json; charset=utf-8");
    expect(
      await sameAsApollo({ body: { query: ITEM, variables: { id: "c" } }, headers: graphqlResponse }),
    ).toBe("known");
    // An Accept Apollo refuses (406) is never learned: Apollo keeps answering it.
    expect(
      await sameAsApollo({ body: { query: ITEM, variables: { id: "c" } }, headers: { accept: "text/html" } }),
    ).toBe("apollo");
  });

  it("formats resolver errors as Apollo does: their code, or an internal error without internals", async () => {
    expect(await sameAsApollo({ body: { query: ITEM, variables: { id: "missing" } } })).toBe("known");
    const before = internal.length;
    expect(await sameAsApollo({ body: { query: ITEM, variables: { id: "broken" } } })).toBe("known");
    expect(internal.length - before).toBe(3); // logged by formatError on each of the three answers
  });

  it("leaves to Apollo what it must answer: bad variables, invalid or too deep documents, mutations, odd bodies", async () => {
    const runs = resolverRuns;
    expect(await sameAsApollo({ body: { query: ITEM, variables: { id: null } } })).toBe("apollo");
    expect(await sameAsApollo({ body: { query: ITEM } })).toBe("apollo");
    expect(await sameAsApollo({ body: { query: "{ item(id: 1) { nope } }" } })).toBe("apollo");
    expect(await sameAsApollo({ body: { query: "{ item(id: " } })).toBe("apollo");
    expect(await sameAsApollo({ body: { query: "{ node { next { next { next { value } } } } }" } })).toBe(
      "apollo",
    );
    expect(await sameAsApollo({ body: { query: "mutation { touch }" } })).toBe("apollo");
    expect(await sameAsApollo({ body: [{ query: ITEM, variables: { id: "a" } }] })).toBe("apollo");
    expect(
      await sameAsApollo({
        body: { query: ITEM, variables: { id: "a" }, extensions: { persistedQuery: {} } },
      }),
    ).toBe("apollo");
    expect(await sameAsApollo({ body: { query: ITEM, variables: "{}" } })).toBe("apollo");
    expect(
      await sameAsApollo({ body: { query: ITEM, variables: { id: "a" }, operationName: "Other" } }),
    ).toBe("apollo");
    expect(await sameAsApollo({ body: {} })).toBe("apollo");
    // A query text too long to be worth remembering (padded with a comment): no cache key of that size.
    const long = `${ITEM} #${"x".repeat(20_000)}`;
    expect(await sameAsApollo({ body: { query: long, variables: { id: "a" } } })).toBe("apollo");
    // Only the mutation's and the long query's resolvers ran (three sends each), Apollo alone running them.
    expect(resolverRuns - runs).toBe(6);
  });

  it("keeps answering correctly when more query texts come than it remembers", async () => {
    for (let i = 0; i < 5; i++)
      expect(await sameAsApollo({ body: { query: `{ items(limit: ${i}) { id } }` } })).toBe("known");
    expect(await sameAsApollo({ body: { query: ITEM, variables: { id: "a" } } })).toBe("known");
  });
});
