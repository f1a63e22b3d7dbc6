import { ChangePassword, RequestPasswordReset, ResetPassword } from "../../domain/account/commands";
import { accountDecider as decider } from "../../domain/account/decider";
import { accountStream } from "../../domain/streams";
import { defineCommand } from "../defineCommand";

const stream = (c: { accountId: string }) => accountStream(c.accountId);

export const requestPasswordReset = defineCommand({
  decider,
  schema: RequestPasswordReset,
  type: "RequestPasswordReset",
  stream,
});
// A lost race with another reset of the same link must fail, not be retried into a second use.
export const resetPasswordWithLink = defineCommand({
  decider,
  schema: ResetPassword,
  type: "ResetPassword",
  stream,
  retryOnConflict: false,
});
export const changePassword = defineCommand({
  decider,
  schema: ChangePassword,
  type: "ChangePassword",
  stream,
});
