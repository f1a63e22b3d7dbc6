import { Badge, Box, Button, HStack, IconButton, Menu, Portal } from "@chakra-ui/react";
import { useNavigate } from "react-router";
import { shortRequestId } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { useSession } from "../../shared/session";
import { BrandMark, LogOutIcon, MenuIcon, UserIcon } from "../../shared/ui";
import { LanguageSwitch } from "../../shared/ui/LanguageSwitch";
import { bookingMessages } from "./messages";

/** Title, active request badge, the language switch, Profile, Logout and the menu (spec §2.4). */
export function HomeTopBar({ activeRequestId }: { readonly activeRequestId: string | null }) {
  const t = useT(bookingMessages);
  const navigate = useNavigate();
  const { signOut } = useSession();
  const logout = async () => {
    await signOut();
    navigate("/", { replace: true });
  };

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" px={{ base: "3", md: "5" }} py="2">
      <HStack justify="space-between" gap="3">
        <HStack gap="3" minW="0">
          <BrandMark size="sm" />
          {activeRequestId && (
            <Badge colorPalette="green" variant="solid">
              {t("topBar.activeRequest", { id: shortRequestId(activeRequestId) })}
            </Badge>
          )}
        </HStack>
        <HStack gap="2">
          <LanguageSwitch />
          <Button
            variant="ghost"
            size="sm"
            display={{ base: "none", md: "inline-flex" }}
            onClick={() => navigate("/profile")}
          >
            <UserIcon /> {t("topBar.profile")}
          </Button>
          <Button variant="outline" size="sm" display={{ base: "none", md: "inline-flex" }} onClick={logout}>
            <LogOutIcon /> {t("topBar.logout")}
          </Button>
          <Menu.Root>
            <Menu.Trigger asChild>
              <IconButton aria-label={t("topBar.menu")} variant="ghost" size="sm">
                <MenuIcon />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="profile" onSelect={() => navigate("/profile")}>
                    {t("topBar.profile")}
                  </Menu.Item>
                  <Menu.Item value="requests" onSelect={() => navigate("/requests")}>
                    {t("topBar.myRequests")}
                  </Menu.Item>
                  <Menu.Item value="vehicles" onSelect={() => navigate("/vehicles")}>
                    {t("topBar.myVehicles")}
                  </Menu.Item>
                  <Menu.Separator />
                  <Menu.Item value="logout" onSelect={logout}>
                    {t("topBar.logout")}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      </HStack>
    </Box>
  );
}
