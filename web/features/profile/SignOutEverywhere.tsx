import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, authApi } from "../../shared/api";
import { useT } from "../../shared/i18n";
import { useSession } from "../../shared/session";
import { notify } from "../../shared/toast";
import { profileMessages } from "./messages";

/**
 * Ends every session of the account (a phone left somewhere, a shared computer), this one
 * included: the server closes their live connections at once, and this browser goes home.
 */
export function SignOutEverywhere() {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [busy, setBusy] = useState(false);
  const t = useT(profileMessages);

  const signOutEverywhere = async () => {
    setBusy(true);
    try {
      await authApi.logoutEverywhere();
    } catch (error) {
      // The other devices are still signed in: say so rather than leave as if it worked.
      setBusy(false);
      notify.error(
        t("signOutAll.failed"),
        error instanceof ApiError ? error.serverMessage || error.message : t("signOutAll.unreachable"),
      );
      return;
    }
    await signOut();
    notify.success(t("signOutAll.done"), t("signOutAll.doneText"));
    navigate("/", { replace: true });
  };

  return (
    <HStack justify="space-between" gap="4">
      <Box>
        <Text fontWeight="medium">{t("signOutAll.title")}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t("signOutAll.text")}
        </Text>
      </Box>
      <Button size="sm" variant="outline" colorPalette="red" loading={busy} onClick={signOutEverywhere}>
        {t("signOutAll.action")}
      </Button>
    </HStack>
  );
}
