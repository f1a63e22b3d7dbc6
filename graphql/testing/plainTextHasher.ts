import type { PasswordHasher } from "../../command-api/ports/passwordHasher";

/** Tests sign up dozens of users: argon2's deliberate slowness buys nothing there. Never for real accounts. */
export const plainTextHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (hash, password) => hash === `plain:${password}`,
};
