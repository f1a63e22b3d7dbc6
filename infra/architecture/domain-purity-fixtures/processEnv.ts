// Forbidden in domain/: process state.
export const region = (): string | undefined => process.env.REGION;
