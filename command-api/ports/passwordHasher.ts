/** Hashing is I/O-heavy and library-specific, so handlers get it through this port. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
