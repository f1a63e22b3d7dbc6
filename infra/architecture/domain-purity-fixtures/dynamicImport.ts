// Forbidden in domain/: a dynamic import of a Node module.
export const loadFs = (): Promise<unknown> => import("node:fs");
