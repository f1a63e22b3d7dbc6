import { RequestEmailVerification, VerifyEmail } from "../../domain/account/commands";
import { accountDecider as decider } from "../../domain/account/decider";
import { accountStream } from "../../domain/streams";
import { defineCommand } from "../defineCommand";

const stream = (c: { accountId: string }) => accountStream(c.accountId);

export const requestEmailVerification = defineCommand({
  decider,
  schema: RequestEmailVerification,
  type: "RequestEmailVerification",
  stream,
});
export const verifyEmail = defineCommand({ decider, schema: VerifyEmail, type: "VerifyEmail", stream });
