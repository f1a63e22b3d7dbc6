import type { DocumentNode, OperationDefinitionNode } from "graphql";
import { type Client, CombinedError, type Operation } from "urql";
import { vi } from "vitest";
import { concat, fromValue, never } from "wonka";

/** A GraphQL error as the server sends it: message and extensions (code, field). */
export interface FakeGraphqlError {
  readonly message: string;
  readonly extensions?: Record<string, unknown>;
}

export type FakeAnswer = { readonly data: unknown } | { readonly error: FakeGraphqlError };

/** Per operation name, the answer, or a function of the variables giving it. */
export type FakeAnswers = Record<string, FakeAnswer | ((variables: Record<string, unknown>) => FakeAnswer)>;

function operationName(query: DocumentNode): string {
  const definition = query.definitions.find(
    (node): node is OperationDefinitionNode => node.kind === "OperationDefinition",
  );
  return definition?.name?.value ?? "";
}

/**
 * A urql client answering queries and mutations by operation name, synchronously; unlisted operations
 * never answer (the screen stays loading). `calls` records every operation's name and variables.
 */
export function fakeGraphqlClient(answers: FakeAnswers) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const execute = (operation: Operation) => {
    const name = operationName(operation.query);
    const variables = (operation.variables ?? {}) as Record<string, unknown>;
    calls.push({ name, variables });
    const entry = answers[name];
    if (!entry) return never;
    const answer = typeof entry === "function" ? entry(variables) : entry;
    // Like urql's own sources, the answer's stream stays open: an ended source would make useQuery
    // report "done, no error" and drop the error it just got.
    const result =
      "error" in answer
        ? {
            operation,
            data: undefined,
            error: new CombinedError({ graphQLErrors: [answer.error] }),
            stale: false,
            hasNext: false,
          }
        : { operation, data: answer.data, error: undefined, stale: false, hasNext: false };
    return concat([fromValue(result), never]);
  };
  const client = {
    executeQuery: vi.fn(execute),
    executeMutation: vi.fn(execute),
    executeSubscription: vi.fn(() => never),
  } as unknown as Client;
  const callsOf = (name: string) => calls.filter((call) => call.name === name).map((call) => call.variables);
  return { client, calls, callsOf };
}
