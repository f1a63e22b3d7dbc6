import { Box, Button, Heading, HStack, Link, Stack, Switch, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { SUPPORT_PHONE, telHref } from "../../shared/config";
import { notify } from "../../shared/toast";
import { LogoutButton } from "../../shared/ui/LogoutButton";
import { type BrowserPermissionState, useBrowserPermission } from "./browserPermission";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { PushNotificationSettings } from "./PushNotificationSettings";
import { SignOutEverywhere } from "./SignOutEverywhere";

const STATUS_TEXT: Readonly<Record<BrowserPermissionState, string>> = {
  granted: "Allowed in this browser",
  denied: "Blocked in this browser's site settings",
  prompt: "Not allowed yet",
  unsupported: "Not available in this browser",
};

function PermissionSwitch({
  label,
  name,
}: {
  readonly label: string;
  readonly name: "geolocation" | "notifications";
}) {
  const { status, request } = useBrowserPermission(name);
  return (
    <HStack justify="space-between" gap="4">
      <Box>
        <Text fontWeight="medium">{label}</Text>
        <Text fontSize="sm" color="fg.muted">
          {STATUS_TEXT[status]}
        </Text>
      </Box>
      <Switch.Root
        checked={status === "granted"}
        disabled={status === "unsupported"}
        colorPalette="red"
        onCheckedChange={async ({ checked }) => {
          if (checked) {
            await request();
            return;
          }
          // A page cannot take a permission back; only the browser's site settings can.
          notify.info(label, "Turn this off in your browser's site settings for Roadside.");
        }}
      >
        <Switch.HiddenInput aria-label={label} />
        <Switch.Control />
      </Switch.Root>
    </HStack>
  );
}

function Card({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Privacy & Security (spec §2.7), emergency contacts and sign-out. */
export function SettingsTab({ contacts }: { readonly contacts: ReactNode }) {
  return (
    <Stack gap="6">
      <Card title="Privacy & Security">
        <HStack justify="space-between" gap="4">
          <Box>
            <Text fontWeight="medium">Two-Factor Authentication</Text>
            <Text fontSize="sm" color="fg.muted">
              Support turns it on for your account after checking who you are.
            </Text>
          </Box>
          <Button asChild size="sm" variant="outline">
            <a href={telHref(SUPPORT_PHONE)}>Enable</a>
          </Button>
        </HStack>
        <PermissionSwitch label="Location Services" name="geolocation" />
        <PushNotificationSettings />
        <ChangePasswordForm />
        <SignOutEverywhere />
        <HStack gap="4" fontSize="sm">
          <Link asChild variant="underline">
            <RouterLink to="/privacy">Privacy Policy</RouterLink>
          </Link>
          <Link asChild variant="underline">
            <RouterLink to="/terms">Terms of Service</RouterLink>
          </Link>
        </HStack>
      </Card>
      {contacts}
      <LogoutButton alignSelf="flex-start" />
    </Stack>
  );
}
