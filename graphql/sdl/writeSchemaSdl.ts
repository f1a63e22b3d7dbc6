import { readFile, writeFile } from "node:fs/promises";
import { schemaSdl } from "../schema/buildGraphqlSchema";
import { SCHEMA_FILE } from "./schemaFile";

/**
 * `npm run schema` writes graphql/schema.graphql from the code; `npm run schema -- --check` only says
 * whether the file is current (exit 1 when not), for scripts that must not write.
 */
const sdl = schemaSdl();
const current = await readFile(SCHEMA_FILE, "utf8").catch(() => null);
if (process.argv.includes("--check")) {
  if (current !== sdl) {
    console.error(`${SCHEMA_FILE} is out of date: run npm run schema`);
    process.exit(1);
  }
  console.log(`${SCHEMA_FILE} is current`);
} else if (current === sdl) {
  console.log(`${SCHEMA_FILE} is current`);
} else {
  await writeFile(SCHEMA_FILE, sdl);
  console.log(`wrote ${SCHEMA_FILE}`);
}
