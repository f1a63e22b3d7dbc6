import { Box, HStack, Stack, Switch, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useMutation, useQuery } from "urql";
import { usePublicConfig } from "../../shared/config";
import { readFragment } from "../../shared/graphql";
import { notify } from "../../shared/toast";
import {
  currentEndpoint,
  pushSupported,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from "./browserPushSubscription";
import {
  AddPushSubscriptionMutation,
  PushSettingsFields,
  PushSettingsQuery,
  RemovePushSubscriptionMutation,
  SetPushPreferenceMutation,
} from "./pushQueries";

/** What each kind is called on the screen; the server lists the kinds of the caller's role. */
const KIND_LABELS: Readonly<Record<string, string>> = {
  "new-offer": "New job offers",
  "offer-withdrawn": "Offers withdrawn",
  "job-cancelled": "Jobs cancelled by the customer",
  "captain-accepted": "A captain accepted my request",
  "captain-nearby": "My captain is nearby",
  "captain-arrived": "My captain arrived",
  "job-completed": "Job completed",
  "chat-message": "Chat messages",
  "nobody-took-request": "Nobody took my request",
};

/**
 * Push Notifications (issue 23): the switch subscribes this browser with the server's key and
 * sends the subscription to the server, whose worker sends the notifications; each kind has its
 * own switch, kept on the server for all of the user's devices.
 */
export function PushNotificationSettings() {
  const config = usePublicConfig();
  const [settings] = useQuery({ query: PushSettingsQuery, requestPolicy: "cache-and-network" });
  const [, add] = useMutation(AddPushSubscriptionMutation);
  const [, remove] = useMutation(RemovePushSubscriptionMutation);
  const [, setPreference] = useMutation(SetPushPreferenceMutation);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    currentEndpoint().then(setEndpoint, () => setEndpoint(null));
  }, []);

  const data = settings.data ? readFragment(PushSettingsFields, settings.data.pushSettings) : null;
  const on = endpoint !== null && (data?.endpoints.includes(endpoint) ?? false);
  const publicKey = config?.pushPublicKey ?? null;
  const available = pushSupported() && publicKey !== null;
  const status = !pushSupported()
    ? "Not available in this browser"
    : publicKey === null
      ? "This server sends no notifications"
      : on
        ? "On for this browser"
        : "Off for this browser";

  const turnOn = async (key: string) => {
    const outcome = await subscribeThisBrowser(key);
    if (outcome.kind === "denied") {
      notify.info("Push Notifications", "Allow notifications for Roadside in your browser's site settings.");
      return;
    }
    if (outcome.kind === "no-service-worker") {
      notify.info(
        "Push Notifications",
        "The app is still getting ready in this browser. Reload the page and try again.",
      );
      return;
    }
    const result = await add({ input: outcome.subscription });
    if (result.error) {
      notify.error(
        "Could not turn on notifications",
        result.error.graphQLErrors[0]?.message ?? "Please try again.",
      );
      return;
    }
    setEndpoint(outcome.subscription.endpoint);
  };

  const turnOff = async () => {
    const gone = await unsubscribeThisBrowser();
    if (gone) await remove({ endpoint: gone });
    setEndpoint(null);
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="4">
        <Box>
          <Text fontWeight="medium">Push Notifications</Text>
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
            try {
              await (checked ? turnOn(publicKey) : turnOff());
            } catch {
              notify.error(
                "Push Notifications",
                "This browser could not change its subscription. Please try again.",
              );
            } finally {
              setBusy(false);
            }
          }}
        >
          <Switch.HiddenInput aria-label="Push Notifications" />
          <Switch.Control />
        </Switch.Root>
      </HStack>
      {on && data && (
        <Stack gap="2" ps="4" borderStartWidth="2px">
          {data.preferences.map((preference) => (
            <HStack key={preference.kind} justify="space-between" gap="4">
              <Text fontSize="sm">{KIND_LABELS[preference.kind] ?? preference.kind}</Text>
              <Switch.Root
                size="sm"
                checked={preference.enabled}
                colorPalette="red"
                onCheckedChange={async ({ checked }) => {
                  const result = await setPreference({ kind: preference.kind, enabled: checked });
                  if (result.error)
                    notify.error(
                      "Could not save",
                      result.error.graphQLErrors[0]?.message ?? "Please try again.",
                    );
                }}
              >
                <Switch.HiddenInput aria-label={KIND_LABELS[preference.kind] ?? preference.kind} />
                <Switch.Control />
              </Switch.Root>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
