import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { formatKm, formatMinutes, formatNumber, formatRating } from "../../shared/format";
import { intlLocale, useT } from "../../shared/i18n";
import type { FleetVehicle } from "./fleet/FleetLayer";
import { mapMessages } from "./messages";
import type { ProviderBadge } from "./providerBadges";
import type { ProviderMarker, TowingTruckMarker } from "./types";

export function ProviderPopupContent({
  provider,
  badges,
  action,
  onAction,
}: {
  readonly provider: ProviderMarker;
  readonly badges: readonly ProviderBadge[];
  readonly action: "book" | "select";
  readonly onAction?: () => void;
}) {
  const t = useT(mapMessages);
  const badgeText: Readonly<Record<ProviderBadge, string>> = {
    "Top Rated": t("badge.topRated"),
    Nearest: t("badge.nearest"),
    Fastest: t("badge.fastest"),
  };
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{provider.name}</Text>
        {provider.rank !== undefined && provider.rank <= 3 && (
          <Badge colorPalette="red" size="sm">
            #{formatNumber(provider.rank)}
          </Badge>
        )}
      </HStack>
      {badges.length > 0 && (
        <HStack gap="1" wrap="wrap">
          {badges.map((badge) => (
            <Badge key={badge} colorPalette="yellow" variant="subtle" size="sm">
              {badgeText[badge]}
            </Badge>
          ))}
        </HStack>
      )}
      <HStack gap="3" color="fg.muted" wrap="wrap">
        <Text>★ {formatRating(provider.rating)}</Text>
        <Text>{formatKm(provider.distanceKm)}</Text>
        <Text>{t("provider.response", { time: formatMinutes(provider.responseTimeMin) })}</Text>
      </HStack>
      {onAction && (
        <Button size="sm" colorPalette="red" onClick={onAction}>
          {action === "book" ? t("provider.book") : t("provider.select")}
        </Button>
      )}
    </Stack>
  );
}

/** "sedan, suv" as a list of kinds is written in the language ("sedan، وsuv"). */
const vehicleList = (kinds: readonly string[]) =>
  new Intl.ListFormat(intlLocale(), { type: "unit", style: "short" }).format(kinds);

export function TruckPopupContent({
  truck,
  onBook,
}: {
  readonly truck: TowingTruckMarker;
  readonly onBook?: () => void;
}) {
  const t = useT(mapMessages);
  const capacity = formatNumber(truck.capacityKg, { style: "unit", unit: "kilogram", unitDisplay: "short" });
  return (
    <Stack gap="1.5">
      <Text fontWeight="semibold">{truck.truckName}</Text>
      <Text color="fg.muted">
        {truck.truckType} · {truck.providerName}
      </Text>
      <Text>{t("truck.capacity", { capacity })}</Text>
      {truck.compatibleVehicles.length > 0 && (
        <Text>{t("truck.carries", { vehicles: vehicleList(truck.compatibleVehicles) })}</Text>
      )}
      <HStack gap="3">
        <Text>★ {formatRating(truck.rating)}</Text>
        <Badge colorPalette={truck.isAvailable ? "green" : "gray"} size="sm">
          {truck.isAvailable ? t("truck.available") : t("truck.busy")}
        </Badge>
      </HStack>
      {onBook && (
        <Button size="sm" colorPalette="red" mt="1" disabled={!truck.isAvailable} onClick={onBook}>
          {t("truck.book")}
        </Button>
      )}
    </Stack>
  );
}

export function FleetPopupContent({ vehicle }: { readonly vehicle: FleetVehicle }) {
  const t = useT(mapMessages);
  const statusText: Readonly<Record<FleetVehicle["status"], string>> = {
    available: t("fleet.available"),
    busy: t("fleet.busy"),
    offline: t("fleet.offline"),
    unknown: t("fleet.unknown"),
  };
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{t("popup.vehicle", { id: vehicle.id })}</Text>
      <Text color="fg.muted">{statusText[vehicle.status]}</Text>
    </Stack>
  );
}
