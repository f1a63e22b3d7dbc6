import { Box, Button, Heading, HStack, SimpleGrid, Skeleton, Square, Stack, Text } from "@chakra-ui/react";
import { useNavigate } from "react-router";
import { SERVICE_TYPES, type ServiceType } from "../../../../domain/rules/serviceTypes";
import { SUPPORT_PHONE, telHref } from "../../../shared/config";
import { formatAed, formatNumber } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { notify } from "../../../shared/toast";
import {
  BatteryIcon,
  FuelIcon,
  HistoryIcon,
  PhoneIcon,
  TireIcon,
  TruckIcon,
  WrenchIcon,
} from "../../../shared/ui";
import type { ServicePrice } from "../data/usePricing";
import { bookingMessages } from "../messages";
import { useServiceName } from "../useServiceName";

const SERVICE_ICON: Record<ServiceType, typeof TruckIcon> = {
  towing: TruckIcon,
  "jump-start": BatteryIcon,
  "tire-change": TireIcon,
  "fuel-delivery": FuelIcon,
};

export interface EmergencyServicesPanelProps {
  /** The server's prices and arrival ranges; null while loading. */
  readonly prices: Readonly<Record<ServiceType, ServicePrice>> | null;
  readonly pricesError: string | null;
  readonly onSelectService: (service: ServiceType) => void;
  /** Live Chat needs a request with a provider (spec §2.4). */
  readonly canChat: boolean;
  readonly onOpenChat: () => void;
}

/** The right panel: four service buttons with ETA and price, and the quick actions (spec §2.4). */
export function EmergencyServicesPanel({
  prices,
  pricesError,
  onSelectService,
  canChat,
  onOpenChat,
}: EmergencyServicesPanelProps) {
  const t = useT(bookingMessages);
  const serviceName = useServiceName();
  const navigate = useNavigate();
  return (
    <Stack gap="5">
      <Box as="section" aria-labelledby="emergency-services-heading">
        <Heading as="h2" id="emergency-services-heading" size="md" mb="3">
          {t("services.title")}
        </Heading>
        {pricesError && (
          <Text fontSize="sm" color="red.600" role="alert" mb="2">
            {t("services.pricesFailed", { error: pricesError })}
          </Text>
        )}
        <Stack gap="2">
          {SERVICE_TYPES.map((service) => {
            const ServiceIcon = SERVICE_ICON[service];
            return (
              <Button
                key={service}
                variant="outline"
                height="auto"
                py="3"
                px="3"
                justifyContent="flex-start"
                bg="bg"
                onClick={() => onSelectService(service)}
              >
                <HStack gap="3" width="full">
                  <Square size="9" borderRadius="md" bg="red.100" color="red.700" flexShrink="0">
                    <ServiceIcon boxSize="5" />
                  </Square>
                  <Box textAlign="start" flex="1">
                    <Text fontWeight="semibold">{serviceName(service)}</Text>
                    <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                      {prices ? (
                        t("services.etaRange", {
                          min: formatNumber(prices[service].eta.min),
                          max: formatNumber(prices[service].eta.max),
                        })
                      ) : (
                        <Skeleton as="span" height="3" width="16" display="inline-block" />
                      )}
                    </Text>
                  </Box>
                  <Text fontWeight="semibold" color="red.700">
                    {prices ? (
                      formatAed(prices[service].base, Number.isInteger(prices[service].base) ? 0 : 2)
                    ) : (
                      <Skeleton as="span" height="4" width="14" display="inline-block" />
                    )}
                  </Text>
                </HStack>
              </Button>
            );
          })}
        </Stack>
      </Box>

      <Box as="section" aria-labelledby="quick-actions-heading">
        <Heading as="h2" id="quick-actions-heading" size="md" mb="3">
          {t("services.quickActions")}
        </Heading>
        <SimpleGrid columns={2} gap="2">
          <Button asChild variant="surface" size="sm">
            <a href={telHref(SUPPORT_PHONE)}>
              <PhoneIcon /> {t("services.callSupport")}
            </a>
          </Button>
          <Button
            variant="surface"
            size="sm"
            onClick={() =>
              canChat ? onOpenChat() : notify.info(t("services.noActiveTitle"), t("services.noActiveBody"))
            }
          >
            {t("services.liveChat")}
          </Button>
          <Button variant="surface" size="sm" onClick={() => navigate("/history")}>
            <HistoryIcon /> {t("services.history")}
          </Button>
          <Button variant="surface" size="sm" onClick={() => navigate("/profile")}>
            <WrenchIcon /> {t("services.settings")}
          </Button>
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
