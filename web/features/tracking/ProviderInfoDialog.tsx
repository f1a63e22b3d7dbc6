import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { telHref } from "../../shared/config";
import { formatMinutes, formatRating } from "../../shared/format";
import { intlLocale, useT } from "../../shared/i18n";
import { PhoneIcon } from "../../shared/ui";
import { ModalDialog } from "../../shared/ui/ModalDialog";
import { trackingMessages } from "./messages";
import { serviceLabel } from "./trackingTexts";

export interface ProviderInfo {
  readonly name: string;
  readonly phone: string;
  readonly displayRating: number;
  readonly totalJobs: number;
  readonly totalRatings?: number;
  readonly responseTimeMinutes: number;
  readonly services?: readonly string[];
}

/** The provider info modal (spec §2.6): who the captain is and how to reach them. */
export function ProviderInfoDialog({
  provider,
  open,
  onOpenChange,
}: {
  readonly provider: ProviderInfo;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}) {
  const t = useT(trackingMessages);
  // "Towing, Jump Start": a list of names, written as the language writes lists.
  const services = new Intl.ListFormat(intlLocale(), { type: "unit", style: "short" }).format(
    (provider.services ?? []).map((service) => serviceLabel(service, t)),
  );
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={provider.name}
      positionerProps={{ px: "4" }}
      footer={
        <HStack>
          <Button asChild colorPalette="green">
            <a href={telHref(provider.phone)}>
              <PhoneIcon /> {t("info.call")}
            </a>
          </Button>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("info.close")}
          </Button>
        </HStack>
      }
    >
      <Stack gap="2">
        <Text>
          ★ {formatRating(provider.displayRating)}
          {provider.totalRatings !== undefined && ` ${t("info.ratings", { count: provider.totalRatings })}`} ·{" "}
          {t("info.jobs", { count: provider.totalJobs })}
        </Text>
        <Text>{t("info.response", { time: formatMinutes(provider.responseTimeMinutes) })}</Text>
        {provider.services && provider.services.length > 0 && <Text>{t("info.services", { services })}</Text>}
        <Text>{t("info.phone", { phone: provider.phone })}</Text>
      </Stack>
    </ModalDialog>
  );
}
