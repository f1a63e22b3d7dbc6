import type {
  PushOptions,
  PushOutcome,
  PushPayload,
  PushSender,
  PushTarget,
} from "../../domain/ports/pushSender";

export interface RecordedPush {
  target: PushTarget;
  payload: PushPayload;
  options: PushOptions;
}

/**
 * The embedded push sender: delivers to nobody and remembers what it was asked to send (tests, and
 * `PUSH_PROVIDER=recorded` where no push service may be reached). `answer` lets a test play the
 * push service's part (a 410 for an expired subscription, a failure to retry).
 */
export function recordingPushSender(
  answer: (target: PushTarget, payload: PushPayload) => PushOutcome | Promise<PushOutcome> = () => ({
    kind: "delivered",
  }),
): PushSender & { readonly sent: RecordedPush[] } {
  const sent: RecordedPush[] = [];
  return {
    sent,
    async send(target, payload, options) {
      const outcome = await answer(target, payload);
      if (outcome.kind === "delivered") sent.push({ target, payload, options });
      return outcome;
    },
  };
}
