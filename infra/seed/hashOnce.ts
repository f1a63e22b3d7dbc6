import type { PasswordHasher } from "../../command-api/ports/passwordHasher";

/**
 * For seeding only: each distinct password is hashed once and the hash reused. The demo and the
 * simulated accounts share published passwords, so one salted hash per password reveals nothing
 * more, and the seeded history signs up some eighty accounts, at about 0.2 s of argon2 each here.
 */
export function hashOnce(hasher: PasswordHasher): PasswordHasher {
  const hashes = new Map<string, Promise<string>>();
  return {
    hash(password) {
      let hash = hashes.get(password);
      if (!hash) {
        hash = hasher.hash(password);
        hashes.set(password, hash);
      }
      return hash;
    },
    verify: (hash, password) => hasher.verify(hash, password),
  };
}
