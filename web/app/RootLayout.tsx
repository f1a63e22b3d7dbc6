import { Box, Link } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { EmailVerificationBanner } from "../features/auth";
import { useT } from "../shared/i18n";
import { Toaster } from "../shared/toast";
import { FullPageSpinner, OfflineScreen, ServerUnreachableBanner } from "../shared/ui";
import { shellMessages } from "./messages";
import { PageLive } from "./PageLive";

/** Every route: skip link, the server banner, the screen, the toasts, and the offline notice over them. */
export function RootLayout() {
  const t = useT(shellMessages);
  return (
    <Box minH="100%" display="flex" flexDirection="column" bg="bg.subtle">
      <Link
        href="#main"
        position="absolute"
        insetStart="2"
        top="2"
        transform="translateY(-200%)"
        zIndex="skipLink"
        bg="bg"
        px="3"
        py="2"
        borderRadius="md"
        shadow="md"
        _focus={{ transform: "none" }}
      >
        {t("skipToContent")}
      </Link>
      <ServerUnreachableBanner />
      <EmailVerificationBanner />
      <Box flex="1" display="flex" flexDirection="column">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
          <PageLive />
        </Suspense>
      </Box>
      <Toaster />
      <OfflineScreen />
      <ScrollRestoration />
    </Box>
  );
}
