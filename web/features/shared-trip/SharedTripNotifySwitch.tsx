import { Box, HStack, Switch, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useMutation, useQuery } from "urql";
import { usePublicConfig } from "../../shared/config";
import { currentEndpoint, pushSupported, subscribeThisBrowser } from "../profile/browserPushSubscription";
import {
  SharedTripNotifyingQuery,
  SubscribeToSharedTripMutation,
  UnsubscribeFromSharedTripMutation,
} from "./sharedTripQueries";

const LABEL = "Notify me when the trip starts and ends";

/**
 * "Notify me when the trip starts and ends" on the share page (issue 23): subscribes this browser to
 * Web Push for this link only, no account. Turning it off tells the server only: the browser keeps
 * its push subscription, which a signed-in account of the same browser may be using too.
 */
export function SharedTripNotifySwitch({ shareToken }: { readonly shareToken: string }) {
  const config = usePublicConfig();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [override, setOverride] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [, subscribe] = useMutation(SubscribeToSharedTripMutation);
  const [, unsubscribe] = useMutation(UnsubscribeFromSharedTripMutation);

  useEffect(() => {
    currentEndpoint().then(setEndpoint, () => setEndpoint(null));
  }, []);
  const [notifying] = useQuery({
    query: SharedTripNotifyingQuery,
    variables: { shareToken, endpoint: endpoint ?? "" },
    pause: endpoint === null,
    requestPolicy: "network-only",
  });

  const publicKey = config?.pushPublicKey ?? null;
  const available = pushSupported() && publicKey !== null;
  const on = override ?? notifying.data?.sharedTripNotifying ?? false;
  const status = !pushSupported()
    ? "Not available in this browser"
    : publicKey === null
      ? "This server sends no notifications"
      : on
        ? "On: this browser will be told"
        : "Off";

  const turnOn = async (key: string) => {
    const outcome = await subscribeThisBrowser(key);
    if (outcome.kind === "denied")
      return setProblem("Allow notifications for this site in your browser's settings, then try again.");
    if (outcome.kind === "no-service-worker")
      return setProblem("The page is still getting ready in this browser. Reload it and try again.");
    const result = await subscribe({ shareToken, input: outcome.subscription });
    if (result.error)
      return setProblem(result.error.graphQLErrors[0]?.message ?? "Could not turn notifications on.");
    setEndpoint(outcome.subscription.endpoint);
    setOverride(true);
  };

  const turnOff = async () => {
    const mine = endpoint ?? (await currentEndpoint());
    if (mine) {
      const result = await unsubscribe({ shareToken, endpoint: mine });
      if (result.error)
        return setProblem(result.error.graphQLErrors[0]?.message ?? "Could not turn notifications off.");
    }
    setOverride(false);
  };

  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
      <HStack justify="space-between" gap="4">
        <Box>
          <Text fontWeight="medium">{LABEL}</Text>
          <Text fontSize="sm" color="fg.muted">
            {status}
          </Text>
        </Box>
        <Switch.Root
          checked={on}
          disabled={!available || busy}
          colorPalette="red"
          onCheckedChange={async ({ checked }) => {
            if (!publicKey) return;
            setBusy(true);
            setProblem(null);
            try {
              await (checked ? turnOn(publicKey) : turnOff());
            } catch {
              setProblem("This browser could not change its subscription. Please try again.");
            } finally {
              setBusy(false);
            }
          }}
        >
          <Switch.HiddenInput aria-label={LABEL} />
          <Switch.Control />
        </Switch.Root>
      </HStack>
      {problem && (
        <Text role="alert" fontSize="sm" color="fg.error" mt="2">
          {problem}
        </Text>
      )}
    </Box>
  );
}
