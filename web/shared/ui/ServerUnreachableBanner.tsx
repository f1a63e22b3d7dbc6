import { Alert, Button } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { probeServer, useServerStatus } from "../api";
import { useT } from "../i18n";
import { uiMessages } from "./messages";

/** How often the banner asks again on its own while the server is away. */
const RETRY_EVERY_MS = 15_000;

/** A clear, persistent notice while the API cannot be reached; it retries and disappears by itself. */
export function ServerUnreachableBanner() {
  const status = useServerStatus();
  const [checking, setChecking] = useState(false);
  const t = useT(uiMessages);

  useEffect(() => {
    if (status !== "offline") return;
    const timer = setInterval(() => void probeServer(), RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [status]);

  if (status !== "offline") return null;

  const retry = async () => {
    setChecking(true);
    await probeServer();
    setChecking(false);
  };

  return (
    <Alert.Root status="warning" variant="solid" borderRadius="0" alignItems="center" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("server.title")}</Alert.Title>
        <Alert.Description>{t("server.text")}</Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="surface"
        colorPalette="orange"
        onClick={retry}
        loading={checking}
        loadingText={t("server.checking")}
      >
        {t("server.retry")}
      </Button>
    </Alert.Root>
  );
}
