import { Box, HStack, Switch, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useMutation, useQuery } from "urql";
import { usePublicConfig } from "../../shared/config";
import { useT } from "../../shared/i18n";
import { currentEndpoint, pushSupported, subscribeThisBrowser } from "../profile/browserPushSubscription";
import { sharedTripMessages } from "./messages";
import {
  SharedTripNotifyingQuery,
  SubscribeToSharedTripMutation,
  UnsubscribeFromSharedTripMutation,
} from "./sharedTripQueries";

/**
 * "Notify me when the trip starts and ends" on the share page (issue 23): subscribes this browser to
 * Web Push for this link only, no account. Turning it off tells the server only: the browser keeps
 * its push subscription, which a signed-in account of the same browser may be using too.
 */
export function SharedTripNotifySwitch({ shareToken }: { readonly shareToken: string }) {
  const t = useT(sharedTripMessages);
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
    ? t("notify.unsupported")
    : publicKey === null
      ? t("notify.noServer")
      : on
        ? t("notify.on")
        : t("notify.off");

  const turnOn = async (key: string) => {
    const outcome = await subscribeThisBrowser(key);
    if (outcome.kind === "denied") return setProblem(t("notify.denied"));
    if (outcome.kind === "no-service-worker") return setProblem(t("notify.notReady"));
    const result = await subscribe({ shareToken, input: outcome.subscription });
    if (result.error) return setProblem(result.error.graphQLErrors[0]?.message ?? t("notify.onFailed"));
    setEndpoint(outcome.subscription.endpoint);
    setOverride(true);
  };

  const turnOff = async () => {
    const mine = endpoint ?? (await currentEndpoint());
    if (mine) {
      const result = await unsubscribe({ shareToken, endpoint: mine });
      if (result.error) return setProblem(result.error.graphQLErrors[0]?.message ?? t("notify.offFailed"));
    }
    setOverride(false);
  };

  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
      <HStack justify="space-between" gap="4">
        <Box>
          <Text fontWeight="medium">{t("notify.label")}</Text>
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
              setProblem(t("notify.failed"));
            } finally {
              setBusy(false);
            }
          }}
        >
          <Switch.HiddenInput aria-label={t("notify.label")} />
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
