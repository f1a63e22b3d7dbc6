// Forbidden in domain/: `new Date()` without an argument reads the clock.
export const today = (): Date => new Date();
