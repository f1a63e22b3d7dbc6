import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../domain/shared/domainError";
import { INTERNAL_MESSAGE } from "./graphqlErrors";
import { presentError } from "./presentError";

/** What graphql-js makes of an error a resolver threw at `request.provider`. */
const thrown = (original: Error) =>
  new GraphQLError(original.message, { path: ["request", "provider"], originalError: original });

describe("presentError", () => {
  const logged: unknown[] = [];
  const log = (error: unknown) => logged.push(error);

  it("gives each DomainError code its GraphQL code and keeps the reason, params, field and path", () => {
    const codes = {
      bad_input: "BAD_USER_INPUT",
      unauthenticated: "UNAUTHENTICATED",
      forbidden: "FORBIDDEN",
      not_found: "NOT_FOUND",
      conflict: "CONFLICT",
    } as const;
    for (const [code, expected] of Object.entries(codes)) {
      const presented = presentError(
        thrown(
          new DomainError(
            code as keyof typeof codes,
            "review.ratingRange",
            { field: "rating", min: 1, max: 5 },
            "rating",
          ),
        ),
        log,
      );
      expect(presented).toMatchObject({
        message: "rating must be a whole number from 1 to 5",
        path: ["request", "provider"],
        extensions: {
          code: expected,
          field: "rating",
          reason: "review.ratingRange",
          params: { field: "rating", min: 1, max: 5 },
        },
      });
    }
  });

  it("treats a read model's RangeError as bad input: its message names the argument", () => {
    const presented = presentError(thrown(new RangeError("limit must be 1 to 500, got 900")), log);
    expect(presented.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("answers anything else without internals, and logs it", () => {
    const presented = presentError(thrown(new Error("connection reset by peer at 10.0.0.7")), log);
    expect(presented).toMatchObject({
      message: INTERNAL_MESSAGE,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
    expect(logged.at(-1)).toBeInstanceOf(Error);
  });

  it("leaves GraphQL's own errors (validation, coded refusals) as they are", () => {
    const refusal = new GraphQLError("Too many sign-in attempts", { extensions: { code: "RATE_LIMITED" } });
    expect(presentError(refusal, log)).toMatchObject({ extensions: { code: "RATE_LIMITED" } });
  });
});
