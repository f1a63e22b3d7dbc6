// Forbidden in domain/: timers.
export const later = (run: () => void): unknown => setTimeout(run, 10);
