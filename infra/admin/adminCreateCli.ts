/**
 * `npm run admin:create -- <email> [--name <name>] [--phone <phone>]`: the first real admin (README
 * "Deploy"). The password is asked on the terminal without echo, twice; without a terminal it is
 * read once from ADMIN_PASSWORD (which the caller should then unset). Appends through the ordinary
 * sign-up command into the configured store (EVENT_STORE, DATABASE_URL, DATA_DIR); on PGlite stop
 * the server first, as its data directory belongs to one process.
 */
import { parseArgs } from "node:util";
import { v7 } from "uuid";
import { DomainError } from "../../domain/shared/domainError";
import { openCliBackend } from "../cli/openCliBackend";
import { argon2Hasher } from "../runtime/argon2Hasher";
import { systemClock } from "../runtime/systemClock";
import { uuidV7Ids } from "../runtime/uuidV7Ids";
import { createAdminAccount } from "./createAdminAccount";
import { askOnTerminal } from "./terminalPrompt";

const USAGE = "usage: npm run admin:create -- <email> [--name <name>] [--phone <phone>]";

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { name: { type: "string" }, phone: { type: "string" } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
})();
if (positionals.length !== 1) fail(`email: exactly one is required\n${USAGE}`, 2);
const email = positionals[0]!;
const interactive = process.stdin.isTTY === true;

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!interactive) fail("ADMIN_PASSWORD: required when there is no terminal to ask on", 2);
  const first = await askOnTerminal("Password for the new admin: ", { hidden: true });
  const again = await askOnTerminal("The same password again: ", { hidden: true });
  if (first !== again) fail("password: the two entries differ; nothing was created", 2);
  return first;
}

async function readPhone(): Promise<string> {
  if (values.phone) return values.phone;
  if (process.env.ADMIN_PHONE) return process.env.ADMIN_PHONE;
  if (!interactive) fail("phone: pass --phone (or ADMIN_PHONE), e.g. +971 50 123 4567", 2);
  return askOnTerminal("Admin's phone (e.g. +971 50 123 4567): ");
}

const password = await readPassword();
const phone = await readPhone();
const name = values.name ?? process.env.ADMIN_NAME ?? "Administrator";

const backend = await openCliBackend();
try {
  const { accountId } = await createAdminAccount(
    {
      store: backend.store,
      clock: systemClock,
      ids: uuidV7Ids,
      hasher: argon2Hasher,
      offerTtlSeconds: backend.config.offerTimeoutSeconds,
    },
    { email, password, name, phone },
    `admin-create-${v7()}`,
  );
  console.log(`admin ${email.trim().toLowerCase()} created (account ${accountId}); sign in at /login`);
} catch (error) {
  if (error instanceof DomainError) {
    process.exitCode = error.code === "bad_input" ? 2 : 1;
    console.error(`admin not created: ${error.message}`);
  } else throw error;
} finally {
  await backend.close();
}
