import { hash, verify } from "@node-rs/argon2";
import type { PasswordHasher } from "../../command-api/ports/passwordHasher";

/** argon2id with the library's defaults (OWASP's recommended 19 MiB, t=2, p=1). */
export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password),
  verify: (digest, password) => verify(digest, password),
};
