import { fileURLToPath } from "node:url";

/** The checked-in SDL: what the web app's operations are typed against. */
export const SCHEMA_FILE = fileURLToPath(new URL("../schema.graphql", import.meta.url));
