import { KurrentDBClient } from "@kurrent/kurrentdb-client";

/** The setting operators fix when the connection string is wrong (see infra config). */
const SETTING = "KURRENTDB_URL";

/**
 * A client for `connectionString`, or an error that names KURRENTDB_URL and says what is wrong.
 * The client only parses here and connects on first use, so a typo fails at start-up instead of
 * at the first command. Credentials in the string are masked in the message, since start-up
 * errors end up in logs.
 */
export function createKurrentDbClient(connectionString: string): KurrentDBClient {
  const trimmed = connectionString.trim();
  if (trimmed === "") {
    throw new Error(
      `${SETTING} is empty; expected a KurrentDB connection string such as kurrentdb://localhost:2113?tls=false`,
    );
  }
  try {
    return KurrentDBClient.connectionString(trimmed);
  } catch (error) {
    // No `cause`: the client's error quotes the raw string, password included.
    const reason = maskCredentials(trimmed, error instanceof Error ? error.message : String(error));
    throw new Error(
      `${SETTING} is not a valid KurrentDB connection string (${maskCredentials(trimmed, trimmed)}): ${reason}`,
    );
  }
}

const USER_INFO = /^[a-z+]+:\/\/[^:@/]*:([^@/]*)@/i;

/** `text` with the password of `connectionString` (`scheme://user:password@…`) replaced by `***`. */
export function maskCredentials(connectionString: string, text: string): string {
  const password = USER_INFO.exec(connectionString)?.[1];
  return password ? text.split(password).join("***") : text;
}
