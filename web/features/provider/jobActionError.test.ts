import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { describe, expect, it } from "vitest";
import { i18n } from "../../shared/i18n";
import { jobActionError } from "./jobActionError";
import { type ProviderT, providerMessages } from "./messages";

const t = i18n.getFixedT("en", providerMessages.namespace) as unknown as ProviderT;

const graphqlError = (message: string, code?: string) =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions: code ? { code } : {} })] });

describe("jobActionError", () => {
  it("says plainly that someone else got the job when accepting conflicts", () => {
    expect(jobActionError(t, "accept", graphqlError("request is accepted, not pending", "CONFLICT"))).toEqual(
      {
        title: "Could Not Accept",
        description:
          "This job is no longer yours to take (CONFLICT: request is accepted, not pending). The table now shows its current state.",
      },
    );
  });

  it("names the code and the server's message for other failures", () => {
    expect(
      jobActionError(t, "start", graphqlError("this job was offered to another provider", "FORBIDDEN")),
    ).toEqual({
      title: "Could Not Start",
      description: "FORBIDDEN: this job was offered to another provider",
    });
    expect(
      jobActionError(t, "complete", graphqlError("request is accepted, not in-progress", "CONFLICT"))
        .description,
    ).toBe(
      "The job changed before your action arrived (CONFLICT: request is accepted, not in-progress). The table now shows its current state.",
    );
  });

  it("tells a lost connection apart from a refusal", () => {
    const offline = new CombinedError({ networkError: new TypeError("Failed to fetch") });
    expect(jobActionError(t, "decline", offline)).toEqual({
      title: "Could Not Decline",
      description: "The server could not be reached. Check your connection and try again.",
    });
  });
});
