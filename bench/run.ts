import { readdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/**
 * `npm run bench -- <name> [args]` runs bench/<name>.ts: its default export when that is a
 * function (called with the args), otherwise whatever the module does when imported. Either way
 * the benchmark sees the process.argv it would see if run directly. Helpers live in subfolders.
 */

const here = fileURLToPath(new URL(".", import.meta.url));
const available = (await readdir(here))
  .filter((file) => file.endsWith(".ts") && file !== "run.ts" && !file.endsWith(".test.ts"))
  .map((file) => file.slice(0, -".ts".length))
  .sort();

const name = process.argv[2];
if (!name || !available.includes(name)) {
  console.error(`${name ? `no benchmark named "${name}"` : "which benchmark?"}`);
  console.error(`usage: npm run bench -- <name>   (available: ${available.join(", ") || "none"})`);
  process.exit(1);
}

process.argv.splice(2, 1); // as if `tsx bench/<name>.ts [args]` had been run
const bench: { default?: unknown } = await import(`./${name}.ts`);
if (typeof bench.default === "function") await bench.default(process.argv.slice(2));
