// Forbidden in domain/: randomness.
export const roll = (): number => Math.random();
