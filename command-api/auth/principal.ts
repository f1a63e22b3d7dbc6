import type { CommandContext } from "../commandContext";

/** The roles a signed-in person can have; `system` acts only inside the server. */
export type PrincipalRole = "customer" | "provider" | "admin";

/** Who is calling, as the session (REST, /ws) or the GraphQL context established it. */
export interface Principal {
  userId: string;
  role: PrincipalRole;
}

export function isPrincipalRole(value: string): value is PrincipalRole {
  return value === "customer" || value === "provider" || value === "admin";
}

/** The context a command runs in when a signed-in person issues it. */
export function commandContextOf(principal: Principal, correlationId: string): CommandContext {
  return { actor: { userId: principal.userId, role: principal.role }, correlationId, causationId: null };
}
