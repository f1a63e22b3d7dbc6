import { type ASTNode, GraphQLError, visit } from "graphql";
import { NUL_CHARACTER_REFUSED, nulCharacterPath } from "../../command-api/nulCharacterPath";
import type { CostCheck, OperationRequest } from "./costLimit";

/**
 * PostgreSQL text cannot hold U+0000: a string carrying one fails in the database as a 500. No
 * field of ours has a use for it, so one check refuses it before anything runs, for every string of
 * the operation — literals in the document and variable values, however deep — naming the argument
 * or variable (a `field` extension, as every BAD_USER_INPUT carries).
 */
export function nulCharacterRefusal({ document, variables }: OperationRequest): GraphQLError | null {
  let refusal: GraphQLError | null = null;
  const argumentNames: string[] = [];
  visit(document, {
    Argument: {
      enter: (node) => void argumentNames.push(node.name.value),
      leave: () => void argumentNames.pop(),
    },
    ObjectField: {
      enter: (node) => void argumentNames.push(node.name.value),
      leave: () => void argumentNames.pop(),
    },
    StringValue(node: ASTNode & { value: string }) {
      if (refusal || !node.value.includes("\u0000")) return;
      refusal = refused(argumentNames.at(-1) ?? "query", [node]);
    },
  });
  if (refusal) return refusal;
  for (const [name, value] of Object.entries(variables ?? {})) {
    const path = nulCharacterPath(value, name);
    if (path) return refused(path, []);
  }
  return null;
}

function refused(field: string, nodes: ASTNode[]): GraphQLError {
  return new GraphQLError(`${field}: ${NUL_CHARACTER_REFUSED}`, {
    nodes,
    extensions: { code: "BAD_USER_INPUT", field, reason: "input.nulCharacter", params: { field } },
  });
}

/** The malformed-string refusal first, then `check` (the cost), for every door. */
export const refusingNulCharacters =
  (check: CostCheck): CostCheck =>
  (request) =>
    nulCharacterRefusal(request) ?? check(request);
