import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder, for tests that read the source tree itself. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
