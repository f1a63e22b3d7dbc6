import type { CommandDeps } from "../../command-api/commandDeps";
import { registerAccount } from "../../command-api/commands/registration";
import { SYSTEM } from "../../domain/shared/actor";

export interface AdminAccountInput {
  email: string;
  password: string;
  name: string;
  phone: string;
}

/**
 * A real first admin, appended through the ordinary sign-up command as the system (the only actor
 * allowed to make admins): the same validation, email claim and password hashing as any account,
 * no back door into the store. A taken email fails as a sign-up would.
 */
export async function createAdminAccount(
  deps: CommandDeps,
  input: AdminAccountInput,
  correlationId: string,
): Promise<{ accountId: string }> {
  const { accountId } = await registerAccount(deps)(
    { ...input, userType: "admin" },
    { actor: SYSTEM, correlationId, causationId: null },
  );
  return { accountId };
}
