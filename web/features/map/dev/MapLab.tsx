import { Box, Heading, HStack, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useState } from "react";
import { useT } from "../../../shared/i18n";
import { MapView } from "../MapView";
import { mapMessages } from "../messages";
import type { FleetBatch, ProviderMarker, TowingTruckMarker } from "../types";

/** A deterministic pseudo-random walk, so every run of the lab looks the same. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const USER = { latitude: 25.2048, longitude: 55.2708 };

const PROVIDERS: readonly ProviderMarker[] = [
  {
    id: "p1",
    name: "Khalid Recovery",
    latitude: 25.212,
    longitude: 55.262,
    rating: 4.86,
    distanceKm: 1.24,
    responseTimeMin: 7,
    rank: 1,
  },
  {
    id: "p2",
    name: "Omar Roadside",
    latitude: 25.196,
    longitude: 55.283,
    rating: 4.62,
    distanceKm: 1.61,
    responseTimeMin: 5,
    rank: 2,
    services: ["jump-start", "fuel-delivery"],
  },
  {
    id: "p3",
    name: "TowGo",
    latitude: 25.221,
    longitude: 55.29,
    rating: 4.71,
    distanceKm: 2.72,
    responseTimeMin: 9,
    rank: 3,
    services: ["towing"],
  },
  {
    id: "p4",
    name: "Desert Assist",
    latitude: 25.185,
    longitude: 55.255,
    rating: 4.3,
    distanceKm: 2.5,
    responseTimeMin: 12,
    rank: 4,
  },
];

const TRUCKS: readonly TowingTruckMarker[] = [
  {
    id: "t1",
    truckName: "Flatbed 07",
    truckType: "Flatbed",
    providerName: "TowGo",
    capacityKg: 3500,
    compatibleVehicles: ["sedan", "suv"],
    rating: 4.7,
    isAvailable: true,
    latitude: 25.2,
    longitude: 55.3,
  },
  {
    id: "t2",
    truckName: "Heavy 02",
    truckType: "Wheel-lift",
    providerName: "Khalid Recovery",
    capacityKg: 8000,
    compatibleVehicles: ["truck", "heavy-suv"],
    rating: 4.9,
    isAvailable: false,
    latitude: 25.214,
    longitude: 55.245,
  },
];

const ROUTE = [
  { latitude: 25.212, longitude: 55.262 },
  { latitude: 25.208, longitude: 55.266 },
  { latitude: 25.206, longitude: 55.27 },
  USER,
];

/**
 * Development-only page (/__dev/map in `vite` dev): the map with sample providers, trucks, a route
 * and a fleet of moving vehicles (`?vehicles=5000`), to see the layers and the FleetLayer's transitions by eye.
 * Not part of the product and not in production builds.
 */
export function MapLab() {
  const t = useT(mapMessages);
  const vehicles = Number(new URLSearchParams(window.location.search).get("vehicles") ?? 2000);
  const ids = useMemo(() => Array.from({ length: vehicles }, (_, i) => `v${i}`), [vehicles]);
  const [fleet, setFleet] = useState<FleetBatch | null>(null);

  useEffect(() => {
    const random = seeded(42);
    const lngs = ids.map(() => 55.1 + random() * 0.35);
    const lats = ids.map(() => 25.05 + random() * 0.25);
    const statuses = ["available", "busy", "offline"] as const;
    const tick = () => {
      for (let i = 0; i < ids.length; i++) {
        lngs[i] = (lngs[i] ?? 55.2) + (random() - 0.5) * 0.003;
        lats[i] = (lats[i] ?? 25.2) + (random() - 0.5) * 0.003;
      }
      setFleet({
        ids,
        lngs: [...lngs],
        lats: [...lats],
        status: ids.map((_, i) => statuses[i % 7 === 0 ? 2 : i % 3 === 0 ? 1 : 0]!),
      });
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [ids]);

  return (
    <Box p="4" height="100vh" display="flex" flexDirection="column" gap="3">
      <HStack justify="space-between">
        <Heading size="md">{t("lab.title")}</Heading>
        <Text fontSize="sm" color="fg.muted">
          {t("lab.vehicles", { count: vehicles })}
        </Text>
      </HStack>
      <Box flex="1" borderRadius="lg" overflow="hidden" borderWidth="1px">
        <MapView
          userLocation={USER}
          providers={PROVIDERS}
          towingTrucks={TRUCKS}
          route={ROUTE}
          fleet={fleet}
          selectedService="towing"
          vehicleSelected
          onProviderAction={(provider) => console.info("provider action", provider.id)}
          onTruckBook={(truck) => console.info("book truck", truck.id)}
          routeCard={{ etaMinutes: 8, live: true }}
        />
      </Box>
    </Box>
  );
}
