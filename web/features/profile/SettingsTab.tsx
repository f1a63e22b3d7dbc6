import { Box, Button, Heading, HStack, Link, Stack, Switch, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { SUPPORT_PHONE, telHref } from "../../shared/config";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { LanguageSettings } from "../../shared/ui/LanguageSettings";
import { LogoutButton } from "../../shared/ui/LogoutButton";
import { type BrowserPermissionState, useBrowserPermission } from "./browserPermission";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { profileMessages } from "./messages";
import { PushNotificationSettings } from "./PushNotificationSettings";
import { SignOutEverywhere } from "./SignOutEverywhere";

function PermissionSwitch({
  label,
  name,
}: {
  readonly label: string;
  readonly name: "geolocation" | "notifications";
}) {
  const { status, request } = useBrowserPermission(name);
  const t = useT(profileMessages);
  const statusText: Readonly<Record<BrowserPermissionState, string>> = {
    granted: t("permission.granted"),
    denied: t("permission.denied"),
    prompt: t("permission.prompt"),
    unsupported: t("permission.unsupported"),
  };
  return (
    <HStack justify="space-between" gap="4">
      <Box>
        <Text fontWeight="medium">{label}</Text>
        <Text fontSize="sm" color="fg.muted">
          {statusText[status]}
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
          notify.info(label, t("permission.turnOffHint"));
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
  const t = useT(profileMessages);
  return (
    <Stack gap="6">
      <Card title={t("settings.language")}>
        <LanguageSettings />
      </Card>
      <Card title={t("settings.privacy")}>
        <HStack justify="space-between" gap="4">
          <Box>
            <Text fontWeight="medium">{t("settings.twoFactor")}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t("settings.twoFactorText")}
            </Text>
          </Box>
          <Button asChild size="sm" variant="outline">
            <a href={telHref(SUPPORT_PHONE)}>{t("settings.enable")}</a>
          </Button>
        </HStack>
        <PermissionSwitch label={t("settings.location")} name="geolocation" />
        <PushNotificationSettings />
        <ChangePasswordForm />
        <SignOutEverywhere />
        <HStack gap="4" fontSize="sm">
          <Link asChild variant="underline">
            <RouterLink to="/privacy">{t("settings.privacyPolicy")}</RouterLink>
          </Link>
          <Link asChild variant="underline">
            <RouterLink to="/terms">{t("settings.terms")}</RouterLink>
          </Link>
        </HStack>
      </Card>
      {contacts}
      <LogoutButton alignSelf="flex-start" />
    </Stack>
  );
}
