import { GraphQLError, type ValidationRule } from "graphql";

/** Refuses documents with more than `maxAliases` aliased fields (the usual way to repeat a costly field). */
export function aliasLimitRule(maxAliases: number): ValidationRule {
  return (context) => {
    let aliases = 0;
    let reported = false;
    return {
      Field(node) {
        if (!node.alias || reported) return;
        aliases++;
        if (aliases > maxAliases) {
          reported = true;
          context.reportError(
            new GraphQLError(`The operation uses more than ${maxAliases} aliases`, {
              nodes: [node],
              extensions: { code: "GRAPHQL_VALIDATION_FAILED", limit: "aliases", maxAliases },
            }),
          );
        }
      },
    };
  };
}
