// Forbidden in domain/: a side-effect import of a Node module.
import "node:fs";

export const loaded = true;
