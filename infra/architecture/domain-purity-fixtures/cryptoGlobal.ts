// Forbidden in domain/: ids and randomness from Web Crypto.
export const newId = (): string => crypto.randomUUID();
