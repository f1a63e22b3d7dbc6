import { describe, expect, it } from "vitest";
import { graphql, type ResultOf, type VariablesOf } from "./graphql";

const MeQuery = graphql(`
  query MeForTypes {
    me {
      id
      role
    }
  }
`);

describe("graphql tag", () => {
  it("keeps the operation text and types it from the schema", () => {
    type Me = ResultOf<typeof MeQuery>["me"];
    const role: NonNullable<Me>["role"] | undefined = undefined;
    const variables: VariablesOf<typeof MeQuery> = {};
    expect(role).toBeUndefined();
    expect(variables).toEqual({});
    expect(MeQuery.definitions[0]).toMatchObject({
      kind: "OperationDefinition",
      name: { value: "MeForTypes" },
    });
  });
});
