import { Alert, Button } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { probeServer, useServerStatus } from "../api";

/** How often the banner asks again on its own while the server is away. */
const RETRY_EVERY_MS = 15_000;

/** A clear, persistent notice while the API cannot be reached; it retries and disappears by itself. */
export function ServerUnreachableBanner() {
  const status = useServerStatus();
  const [checking, setChecking] = useState(false);

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
        <Alert.Title>Can't reach the Roadside server</Alert.Title>
        <Alert.Description>
          Signing in, bookings and live tracking are paused until the connection is back. We keep trying.
        </Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="surface"
        colorPalette="orange"
        onClick={retry}
        loading={checking}
        loadingText="Checking"
      >
        Retry now
      </Button>
    </Alert.Root>
  );
}
