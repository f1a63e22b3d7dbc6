import { Alert, Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { shortRequestId } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { adminMessages } from "../messages";

export interface AdminAlertView {
  readonly severity: string;
  readonly title: string;
  readonly message: string;
  /** The stuck request the alert is about: its timeline holds the action that resolves it. */
  readonly requestId?: string | null;
}

const STATUS: Readonly<Record<string, "error" | "warning" | "info">> = {
  critical: "error",
  warning: "warning",
  info: "info",
};

/** The server's alerts (thresholds live there), most urgent first as it sends them. */
export function AlertsList({
  alerts,
  onOpenRequest,
}: {
  readonly alerts: readonly AdminAlertView[];
  /** Opens a request's timeline in Operations, where it can be cancelled for the customer. */
  readonly onOpenRequest?: (requestId: string) => void;
}) {
  const t = useT(adminMessages);
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <Heading as="h2" size="md" mb="3">
        {t("alerts.title")}
      </Heading>
      {alerts.length === 0 ? (
        <Text color="fg.muted">{t("alerts.empty")}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t("alerts.title")}>
          {alerts.map((alert) => (
            <Box as="li" key={`${alert.title}:${alert.message}`}>
              <Alert.Root status={STATUS[alert.severity] ?? "info"} size="sm" data-severity={alert.severity}>
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    {alert.severity === "critical"
                      ? t("alerts.critical", { title: alert.title })
                      : alert.title}
                  </Alert.Title>
                  <Alert.Description>{alert.message}</Alert.Description>
                  {alert.requestId && onOpenRequest ? (
                    <Button
                      size="xs"
                      variant="outline"
                      mt="1"
                      onClick={() => onOpenRequest(alert.requestId!)}
                    >
                      {t("alerts.actOn", { id: shortRequestId(alert.requestId) })}
                    </Button>
                  ) : null}
                </Alert.Content>
              </Alert.Root>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
