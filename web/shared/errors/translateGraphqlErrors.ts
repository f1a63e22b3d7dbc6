import { CombinedError, type OperationResult } from "urql";
import { currentLanguage } from "../i18n";
import { errorsMessages } from "./messages";
import { isKnownReason, loadServerErrorTexts, serverErrorText } from "./serverErrorText";

type GraphqlErrorOf = CombinedError["graphQLErrors"][number];

const reasonOf = (error: GraphqlErrorOf): unknown => error.extensions?.reason;

function translated(result: OperationResult): OperationResult {
  const error = result.error as CombinedError;
  const graphQLErrors = error.graphQLErrors.map((one) =>
    isKnownReason(reasonOf(one))
      ? {
          message: serverErrorText(one.extensions.reason, one.extensions.params, one.message),
          path: one.path,
          extensions: one.extensions,
        }
      : one,
  );
  return {
    ...result,
    error: new CombinedError({
      graphQLErrors,
      ...(error.networkError ? { networkError: error.networkError } : {}),
      ...(error.response ? { response: error.response } : {}),
    }),
  };
}

/**
 * The urql result with its GraphQL errors' messages in the reader's language, by each error's
 * `extensions.reason` and `params` (the English stays for a reason this app does not know). Waits
 * for the language's catalogue the first time it is needed; results without errors pass at once.
 */
export function translateGraphqlErrors(result: OperationResult): OperationResult | Promise<OperationResult> {
  const errors = result.error?.graphQLErrors ?? [];
  if (!errors.some((one) => isKnownReason(reasonOf(one)))) return result;
  if (errorsMessages.isLoaded(currentLanguage())) return translated(result);
  return loadServerErrorTexts().then(
    () => translated(result),
    () => result,
  );
}
