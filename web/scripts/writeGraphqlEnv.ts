import { readFile, writeFile } from "node:fs/promises";
import { GRAPHQL_ENV_FILE, graphqlEnvSource } from "./graphqlEnv";

/** `npm run schema` runs this after writing graphql/schema.graphql. */
const source = await graphqlEnvSource();
const current = await readFile(GRAPHQL_ENV_FILE, "utf8").catch(() => null);
if (current === source) {
  console.log(`${GRAPHQL_ENV_FILE} is current`);
} else {
  await writeFile(GRAPHQL_ENV_FILE, source);
  console.log(`wrote ${GRAPHQL_ENV_FILE}`);
}
