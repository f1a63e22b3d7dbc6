/**
 * `npm run events -- export <file>` writes every event of the configured store (EVENT_STORE,
 * DATABASE_URL, KURRENTDB_URL, DATA_DIR) to an archive; `npm run events -- import <file>` checks an
 * archive end to end and appends it to an empty store. Rebuild the read models afterwards
 * (`npm run replay -- all`, or let the worker do it on an empty database). On PGlite stop the server first.
 */
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { finished } from "node:stream/promises";
import { exportEvents, importEvents } from "../backup/eventArchive";
import { openCliBackend } from "./openCliBackend";

const [command, file] = process.argv.slice(2);
if ((command !== "export" && command !== "import") || !file) {
  console.error("usage: npm run events -- export <file> | import <file>");
  process.exit(2);
}
if (command === "export" && existsSync(file)) {
  console.error(`${file} exists already: choose a new file, an archive is never overwritten`);
  process.exit(2);
}
if (command === "import" && !existsSync(file)) {
  console.error(`${file}: no such file`);
  process.exit(2);
}
const backend = await openCliBackend();
try {
  if (command === "export") {
    const out = createWriteStream(file, { flags: "wx" });
    const summary = await exportEvents(backend.store, out);
    out.end();
    await finished(out);
    console.log(`exported ${summary.events} events to ${file} (sha256 ${summary.sha256})`);
  } else {
    const summary = await importEvents(backend.store, () => createReadStream(file));
    console.log(
      `imported ${summary.events} events from ${file}; now rebuild the read models: npm run replay -- all`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await backend.close();
}
