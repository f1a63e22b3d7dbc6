import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { formatKm, formatMinutes, formatRating } from "../../shared/format";
import type { FleetVehicle } from "./fleet/FleetLayer";
import type { ProviderBadge } from "./providerBadges";
import type { ProviderMarker, TowingTruckMarker } from "./types";

export function ProviderPopupContent({
  provider,
  badges,
  actionLabel,
  onAction,
}: {
  readonly provider: ProviderMarker;
  readonly badges: readonly ProviderBadge[];
  readonly actionLabel: string;
  readonly onAction?: () => void;
}) {
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{provider.name}</Text>
        {provider.rank !== undefined && provider.rank <= 3 && (
          <Badge colorPalette="red" size="sm">
            #{provider.rank}
          </Badge>
        )}
      </HStack>
      {badges.length > 0 && (
        <HStack gap="1" wrap="wrap">
          {badges.map((badge) => (
            <Badge key={badge} colorPalette="yellow" variant="subtle" size="sm">
              {badge}
            </Badge>
          ))}
        </HStack>
      )}
      <HStack gap="3" color="fg.muted" wrap="wrap">
        <Text>★ {formatRating(provider.rating)}</Text>
        <Text>{formatKm(provider.distanceKm)}</Text>
        <Text>{formatMinutes(provider.responseTimeMin)} response</Text>
      </HStack>
      {onAction && (
        <Button size="sm" colorPalette="red" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </Stack>
  );
}

export function TruckPopupContent({
  truck,
  onBook,
}: {
  readonly truck: TowingTruckMarker;
  readonly onBook?: () => void;
}) {
  return (
    <Stack gap="1.5">
      <Text fontWeight="semibold">{truck.truckName}</Text>
      <Text color="fg.muted">
        {truck.truckType} · {truck.providerName}
      </Text>
      <Text>Capacity: {truck.capacityKg.toLocaleString("en-AE")} kg</Text>
      {truck.compatibleVehicles.length > 0 && <Text>Carries: {truck.compatibleVehicles.join(", ")}</Text>}
      <HStack gap="3">
        <Text>★ {formatRating(truck.rating)}</Text>
        <Badge colorPalette={truck.isAvailable ? "green" : "gray"} size="sm">
          {truck.isAvailable ? "Available" : "Busy"}
        </Badge>
      </HStack>
      {onBook && (
        <Button size="sm" colorPalette="red" mt="1" disabled={!truck.isAvailable} onClick={onBook}>
          Book Now
        </Button>
      )}
    </Stack>
  );
}

const FLEET_STATUS_TEXT: Record<FleetVehicle["status"], string> = {
  available: "Available",
  busy: "On a job",
  offline: "Offline",
  unknown: "Status unknown",
};

export function FleetPopupContent({ vehicle }: { readonly vehicle: FleetVehicle }) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">Vehicle {vehicle.id}</Text>
      <Text color="fg.muted">{FLEET_STATUS_TEXT[vehicle.status]}</Text>
    </Stack>
  );
}
