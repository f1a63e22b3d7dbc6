import { requireRole, requireSignedIn } from "../../command-api/auth/policy/identityPolicy";
import { commandContextOf, type Principal, type PrincipalRole } from "../../command-api/auth/principal";
import type { CommandContext } from "../../command-api/commandContext";
import type { GraphqlContext } from "./graphqlContext";

/** The signed-in caller, or UNAUTHENTICATED; with roles, FORBIDDEN for anyone else (the REST policy functions). */
export function signedIn(ctx: GraphqlContext, roles?: readonly PrincipalRole[]): Principal {
  return roles ? requireRole(ctx.principal, roles) : requireSignedIn(ctx.principal);
}

/** The caller and the command context their commands run in. */
export function actingAs(
  ctx: GraphqlContext,
  roles?: readonly PrincipalRole[],
): { principal: Principal; command: CommandContext } {
  const principal = signedIn(ctx, roles);
  return { principal, command: commandContextOf(principal, ctx.correlationId) };
}
