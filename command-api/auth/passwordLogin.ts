import { suspendedError } from "../../domain/account/suspension";
import type { Sql } from "../../domain/ports/sql";
import { credentialsByEmail, suspensionReasonOf } from "../../projections/read-models/accounts/queries";
import type { PasswordHasher } from "../ports/passwordHasher";
import { isPrincipalRole, type Principal } from "./principal";

/**
 * Checks an email and password against the stored argon2id hash. An unknown email still costs
 * one verification (against a hash of nothing anyone knows), so timing does not reveal which
 * emails have accounts. A suspended account with the right password is refused with the reason
 * (a `forbidden` DomainError), so the person knows why and whom to ask.
 */
export function createPasswordLogin(sql: Sql, hasher: PasswordHasher) {
  let decoy: Promise<string> | undefined;
  const decoyHash = () => {
    decoy ??= hasher.hash(`decoy-${Math.random()}`);
    return decoy;
  };

  return async (email: string, password: string): Promise<Principal | null> => {
    const credentials = await credentialsByEmail(sql, email);
    if (!credentials) {
      await hasher.verify(await decoyHash(), password).catch(() => false);
      return null;
    }
    const valid = await hasher.verify(credentials.passwordHash, password).catch(() => false);
    if (!valid || !isPrincipalRole(credentials.userType)) return null;
    // Only after the password: a stranger must not learn that an account exists, let alone its state.
    const suspension = await suspensionReasonOf(sql, credentials.accountId);
    if (suspension !== null) throw suspendedError(suspension);
    return { userId: credentials.accountId, role: credentials.userType };
  };
}

export type PasswordLogin = ReturnType<typeof createPasswordLogin>;
