import { Box, HStack, Stack, Switch, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useMutation, useQuery } from "urql";
import { usePublicConfig } from "../../shared/config";
import { readFragment } from "../../shared/graphql";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import {
  currentEndpoint,
  pushSupported,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from "./browserPushSubscription";
import { profileMessages } from "./messages";
import {
  AddPushSubscriptionMutation,
  PushSettingsFields,
  PushSettingsQuery,
  RemovePushSubscriptionMutation,
  SetPushPreferenceMutation,
} from "./pushQueries";

/**
 * Push Notifications (issue 23): the switch subscribes this browser with the server's key and
 * sends the subscription to the server, whose worker sends the notifications; each kind has its
 * own switch, kept on the server for all of the user's devices.
 */
export function PushNotificationSettings() {
  const config = usePublicConfig();
  const t = useT(profileMessages);
  /** What each kind is called on the screen; the server lists the kinds of the caller's role. */
  const kindLabels: Readonly<Record<string, string>> = {
    "new-offer": t("push.kind.newOffer"),
    "offer-withdrawn": t("push.kind.offerWithdrawn"),
    "job-cancelled": t("push.kind.jobCancelled"),
    "captain-accepted": t("push.kind.captainAccepted"),
    "captain-nearby": t("push.kind.captainNearby"),
    "captain-arrived": t("push.kind.captainArrived"),
    "job-completed": t("push.kind.jobCompleted"),
    "chat-message": t("push.kind.chatMessage"),
    "nobody-took-request": t("push.kind.nobodyTookRequest"),
  };
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
    ? t("push.unavailable")
    : publicKey === null
      ? t("push.noServerKey")
      : on
        ? t("push.on")
        : t("push.off");

  const turnOn = async (key: string) => {
    const outcome = await subscribeThisBrowser(key);
    if (outcome.kind === "denied") {
      notify.info(t("push.title"), t("push.allow"));
      return;
    }
    if (outcome.kind === "no-service-worker") {
      notify.info(t("push.title"), t("push.notReady"));
      return;
    }
    const result = await add({ input: outcome.subscription });
    if (result.error) {
      notify.error(t("push.turnOnFailed"), result.error.graphQLErrors[0]?.message ?? t("push.tryAgain"));
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
          <Text fontWeight="medium">{t("push.title")}</Text>
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
              notify.error(t("push.title"), t("push.changeFailed"));
            } finally {
              setBusy(false);
            }
          }}
        >
          <Switch.HiddenInput aria-label={t("push.title")} />
          <Switch.Control />
        </Switch.Root>
      </HStack>
      {on && data && (
        <Stack gap="2" ps="4" borderStartWidth="2px">
          {data.preferences.map((preference) => (
            <HStack key={preference.kind} justify="space-between" gap="4">
              <Text fontSize="sm">{kindLabels[preference.kind] ?? preference.kind}</Text>
              <Switch.Root
                size="sm"
                checked={preference.enabled}
                colorPalette="red"
                onCheckedChange={async ({ checked }) => {
                  const result = await setPreference({ kind: preference.kind, enabled: checked });
                  if (result.error)
                    notify.error(
                      t("push.saveFailed"),
                      result.error.graphQLErrors[0]?.message ?? t("push.tryAgain"),
                    );
                }}
              >
                <Switch.HiddenInput aria-label={kindLabels[preference.kind] ?? preference.kind} />
                <Switch.Control />
              </Switch.Root>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
