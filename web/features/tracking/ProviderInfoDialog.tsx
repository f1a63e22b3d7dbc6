import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { serviceDisplayName } from "../../../domain/rules/serviceTypes";
import { telHref } from "../../shared/config";
import { formatMinutes, formatRating } from "../../shared/format";
import { PhoneIcon } from "../../shared/ui";
import { ModalDialog } from "../../shared/ui/ModalDialog";

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
              <PhoneIcon /> Call
            </a>
          </Button>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </HStack>
      }
    >
      <Stack gap="2">
        <Text>
          ★ {formatRating(provider.displayRating)}
          {provider.totalRatings !== undefined && ` (${provider.totalRatings} ratings)`} ·{" "}
          {provider.totalJobs} jobs completed
        </Text>
        <Text>Typical response: {formatMinutes(provider.responseTimeMinutes)}</Text>
        {provider.services && provider.services.length > 0 && (
          <Text>
            Services:{" "}
            {provider.services
              .map((service) => serviceDisplayName(service.toLowerCase().replace("_", "-")))
              .join(", ")}
          </Text>
        )}
        <Text>Phone: {provider.phone}</Text>
      </Stack>
    </ModalDialog>
  );
}
