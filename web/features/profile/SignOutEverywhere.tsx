import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, authApi } from "../../shared/api";
import { useSession } from "../../shared/session";
import { notify } from "../../shared/toast";

/**
 * Ends every session of the account (a phone left somewhere, a shared computer), this one
 * included: the server closes their live connections at once, and this browser goes home.
 */
export function SignOutEverywhere() {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [busy, setBusy] = useState(false);

  const signOutEverywhere = async () => {
    setBusy(true);
    try {
      await authApi.logoutEverywhere();
    } catch (error) {
      // The other devices are still signed in: say so rather than leave as if it worked.
      setBusy(false);
      notify.error(
        "Could not sign out everywhere",
        error instanceof ApiError
          ? error.serverMessage || error.message
          : "The server could not be reached. Please try again.",
      );
      return;
    }
    await signOut();
    notify.success("Signed out everywhere", "Every device signed in to your account is signed out.");
    navigate("/", { replace: true });
  };

  return (
    <HStack justify="space-between" gap="4">
      <Box>
        <Text fontWeight="medium">Signed-in devices</Text>
        <Text fontSize="sm" color="fg.muted">
          Sign out on every device where your account is signed in, this one included.
        </Text>
      </Box>
      <Button size="sm" variant="outline" colorPalette="red" loading={busy} onClick={signOutEverywhere}>
        Sign out everywhere
      </Button>
    </HStack>
  );
}
