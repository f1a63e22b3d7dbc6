// Forbidden in domain/: reads the clock.
export const now = (): number => Date.now();
