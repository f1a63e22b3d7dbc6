import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { useNavigate } from "react-router";
import { useT } from "../../shared/i18n";
import { useSession } from "../../shared/session";
import { ArrowLeftIcon } from "../../shared/ui";
import { LanguageSwitch } from "../../shared/ui/LanguageSwitch";
import { LogoutButton } from "../../shared/ui/LogoutButton";
import { SelectInput } from "../../shared/ui/SelectInput";
import { providerMessages } from "./messages";
import { isPeriod, onlineText, PERIODS, type Period, periodLabel } from "./periods";

export interface DashboardHeaderProps {
  /** Null while the server has not said yet. */
  readonly online: boolean | null;
  readonly switching: boolean;
  readonly onOnlineChange: (online: boolean) => void;
  /** Why the captain may not go online (not approved, a paper expired, suspended), or null when they may. */
  readonly onlineBlockedReason: string | null;
  readonly period: Period;
  readonly onPeriodChange: (period: Period) => void;
  readonly onRefresh: () => void;
}

/** Back, the online/offline switch, the period selector, refresh and logout (spec §2.10). */
export function DashboardHeader(props: DashboardHeaderProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const t = useT(providerMessages);
  const status = onlineText(t, props.online === true);
  // Going offline stays possible; going online waits for the server's yes.
  const blocked = props.onlineBlockedReason !== null && !props.online;

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px">
      <Container maxW="7xl" px={{ base: "4", md: "6" }} py="3">
        <Stack direction={{ base: "column", md: "row" }} justify="space-between" gap="3">
          <HStack gap="2">
            <Button
              variant="ghost"
              size="sm"
              ms="-2"
              onClick={() => navigate("/")}
              aria-label={t("header.back")}
            >
              <ArrowLeftIcon />
            </Button>
            <Box>
              <Heading as="h1" size="lg">
                {t("header.title")}
              </Heading>
              {user && (
                <Text fontSize="sm" color="fg.muted">
                  {user.name}
                </Text>
              )}
            </Box>
          </HStack>
          <HStack gap="3" wrap="wrap">
            <Switch.Root
              checked={props.online ?? false}
              disabled={props.online === null || props.switching || blocked}
              onCheckedChange={(details) => props.onOnlineChange(details.checked)}
              colorPalette="green"
              data-testid="online-switch"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <VisuallyHidden>{t("header.receiveOffers")} </VisuallyHidden>
                {/* green.700: white on the palette's own solid green (600) is 3.3:1, below WCAG AA's 4.5. */}
                <Badge
                  colorPalette={props.online ? "green" : "gray"}
                  variant="solid"
                  bg={props.online ? "green.700" : undefined}
                >
                  {props.online === null ? "…" : status.title}
                </Badge>
              </Switch.Label>
            </Switch.Root>
            <SelectInput
              size="sm"
              width="32"
              aria-label={t("header.period")}
              value={props.period}
              onChange={(event) => {
                if (isPeriod(event.currentTarget.value)) props.onPeriodChange(event.currentTarget.value);
              }}
              options={PERIODS.map((value) => ({ value, label: periodLabel(t, value) }))}
            />
            <Button variant="outline" size="sm" onClick={props.onRefresh}>
              {t("header.refresh")}
            </Button>
            <LanguageSwitch />
            <LogoutButton size="sm" />
          </HStack>
        </Stack>
        <Text fontSize="sm" color="fg.muted" mt="2" aria-live="polite" data-testid="online-text">
          {props.online === null ? t("header.checking") : blocked ? props.onlineBlockedReason : status.text}
        </Text>
      </Container>
    </Box>
  );
}
