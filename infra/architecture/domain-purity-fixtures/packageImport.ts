// Forbidden in domain/: a package other than zod.
import { v7 } from "uuid";

export const newId = (): string => v7();
