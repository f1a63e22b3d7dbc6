import { Box, Button, Grid, GridItem } from "@chakra-ui/react";
import { useEffect } from "react";
import type { ServiceType } from "../../../domain/rules/serviceTypes";
import { serviceDisplayName } from "../../../domain/rules/serviceTypes";
import { SUPPORT_PHONE, telHref } from "../../shared/config";
import { notify } from "../../shared/toast";
import { FullPageSpinner, PhoneIcon } from "../../shared/ui";
import { MapView } from "../map";
import { AvailableNearYouPanel } from "./AvailableNearYouPanel";
import { EmergencyServicesPanel } from "./EmergencyServicesPanel";
import { HomeTopBar } from "./HomeTopBar";
import { LocationAccessRequired } from "./LocationAccessRequired";
import { IDLE_LEFT_PANEL_STATE, leftPanelFor } from "./leftPanel";
import { useCustomerLocation } from "./useCustomerLocation";

/**
 * The customer's home (spec §2.4): top bar, left panel, map with the emergency button, and the
 * Emergency Services panel. Requests, providers and tracking arrive with the GraphQL data hooks;
 * until then the left panel is idle and booking hands over to the support line.
 */
export function CustomerHome() {
  const position = useCustomerLocation();
  const panel = leftPanelFor(IDLE_LEFT_PANEL_STATE);

  useEffect(() => {
    document.title = "Roadside – Get help";
  }, []);

  if (position.status === "denied") {
    return <LocationAccessRequired message={position.message} onEnable={position.locate} />;
  }

  const startBooking = (service: ServiceType) =>
    notify.info(
      `Request ${serviceDisplayName(service)}`,
      `Online booking is being connected. For help now, call support on ${SUPPORT_PHONE}.`,
    );

  return (
    <Box display="flex" flexDirection="column" height={{ base: "auto", lg: "100vh" }} minH="100vh">
      <HomeTopBar activeRequestId={null} />
      <Grid
        as="main"
        id="main"
        flex="1"
        minH="0"
        templateColumns={{ base: "1fr", lg: "20rem 1fr 20rem" }}
        templateAreas={{ base: `"map" "left" "right"`, lg: `"left map right"` }}
        gap="0"
      >
        <GridItem area="left" p="4" bg="bg" borderEndWidth={{ lg: "1px" }} overflowY="auto">
          {panel === "available-near-you" && <AvailableNearYouPanel suggestions={null} />}
        </GridItem>
        <GridItem area="map" position="relative" height={{ base: "60vh", lg: "auto" }} minH="80">
          {position.status === "locating" && !position.location ? (
            <FullPageSpinner label="Finding your location..." />
          ) : (
            <MapView
              userLocation={position.location}
              onRequestLocation={position.locate}
              gpsTracking={{ active: position.tracking, onToggle: position.toggleTracking }}
              label="Map of Dubai with your position"
              cornerAction={
                <Button asChild colorPalette="red" size="sm" shadow="lg">
                  <a href={telHref(SUPPORT_PHONE)} aria-label={`Emergency: call support on ${SUPPORT_PHONE}`}>
                    <PhoneIcon /> Emergency
                  </a>
                </Button>
              }
            />
          )}
        </GridItem>
        <GridItem area="right" p="4" bg="bg" borderStartWidth={{ lg: "1px" }} overflowY="auto">
          <EmergencyServicesPanel
            onSelectService={startBooking}
            canChat={false}
            onOpenChat={() => undefined}
          />
        </GridItem>
      </Grid>
    </Box>
  );
}
