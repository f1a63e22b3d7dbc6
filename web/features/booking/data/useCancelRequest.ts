import { useMutation } from "urql";
import { CancelRequestMutation } from "./bookingOperations";

/** Cancels a request; resolves true on success (spec §8 toasts are the caller's). */
export function useCancelRequest() {
  const [state, run] = useMutation(CancelRequestMutation);
  return {
    pending: state.fetching,
    async cancel(requestId: string): Promise<boolean> {
      const outcome = await run({ requestId });
      return outcome.data !== undefined && !outcome.error;
    },
  };
}
