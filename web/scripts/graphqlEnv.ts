import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { minifyIntrospection, outputIntrospectionFile } from "@gql.tada/internal";
import { buildSchema, introspectionFromSchema } from "graphql";

/**
 * gql.tada types every operation of the web app from the server's checked-in SDL. Its own CLI
 * needs the TypeScript compiler API, which TypeScript 7 does not ship, so we call the generator
 * it wraps directly.
 */
export const SCHEMA_SDL_FILE = fileURLToPath(new URL("../../graphql/schema.graphql", import.meta.url));
export const GRAPHQL_ENV_FILE = fileURLToPath(new URL("../shared/graphql/graphql-env.d.ts", import.meta.url));

export async function graphqlEnvSource(): Promise<string> {
  const schema = buildSchema(await readFile(SCHEMA_SDL_FILE, "utf8"));
  const introspection = minifyIntrospection(introspectionFromSchema(schema));
  return outputIntrospectionFile(introspection, { fileType: ".d.ts" });
}
