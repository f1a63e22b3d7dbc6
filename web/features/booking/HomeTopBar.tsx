import { Badge, Box, Button, HStack, IconButton, Menu, Portal } from "@chakra-ui/react";
import { useNavigate } from "react-router";
import { shortRequestId } from "../../shared/format";
import { useSession } from "../../shared/session";
import { BrandMark, LogOutIcon, MenuIcon, UserIcon } from "../../shared/ui";

/** Title, active request badge, Profile, Logout and the menu (spec §2.4). */
export function HomeTopBar({ activeRequestId }: { readonly activeRequestId: string | null }) {
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
              Active Request #{shortRequestId(activeRequestId)}
            </Badge>
          )}
        </HStack>
        <HStack gap="2">
          <Button
            variant="ghost"
            size="sm"
            display={{ base: "none", md: "inline-flex" }}
            onClick={() => navigate("/profile")}
          >
            <UserIcon /> Profile
          </Button>
          <Button variant="outline" size="sm" display={{ base: "none", md: "inline-flex" }} onClick={logout}>
            <LogOutIcon /> Logout
          </Button>
          <Menu.Root>
            <Menu.Trigger asChild>
              <IconButton aria-label="Menu" variant="ghost" size="sm">
                <MenuIcon />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="profile" onSelect={() => navigate("/profile")}>
                    Profile
                  </Menu.Item>
                  <Menu.Item value="requests" onSelect={() => navigate("/requests")}>
                    My Requests
                  </Menu.Item>
                  <Menu.Item value="vehicles" onSelect={() => navigate("/vehicles")}>
                    My Vehicles
                  </Menu.Item>
                  <Menu.Separator />
                  <Menu.Item value="logout" onSelect={logout}>
                    Logout
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
