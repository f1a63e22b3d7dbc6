import type { Decider } from "./decider";
import { fold } from "./decider";
import { DomainError, type DomainErrorCode } from "./domainError";

/**
 * Given/when/then for deciders, framework-free so any test runner can use it:
 * `then` and `thenThrows` throw an Error describing the mismatch.
 */
export function deciderSpec<C, E, S>(decider: Decider<C, E, S>) {
  return {
    given(events: readonly E[]) {
      return {
        when(command: C) {
          const run = () => decider.decide(command, fold(decider, events));
          return {
            // biome-ignore lint/suspicious/noThenProperty: given/when/then is the house style; never awaited.
            then(expected: readonly E[]) {
              const actual = run();
              const a = JSON.stringify(actual);
              const b = JSON.stringify(expected);
              if (a !== b) throw new Error(`expected events\n  ${b}\nbut decide returned\n  ${a}`);
            },
            thenThrows(code: DomainErrorCode, messagePart?: string) {
              let actual: unknown;
              try {
                actual = run();
              } catch (error) {
                if (!(error instanceof DomainError)) throw error;
                if (error.code !== code)
                  throw new Error(`expected a "${code}" error, got "${error.code}": ${error.message}`);
                if (messagePart && !error.message.includes(messagePart))
                  throw new Error(`expected the message to mention "${messagePart}", got: ${error.message}`);
                return;
              }
              throw new Error(`expected a "${code}" error, but decide returned ${JSON.stringify(actual)}`);
            },
          };
        },
      };
    },
  };
}
