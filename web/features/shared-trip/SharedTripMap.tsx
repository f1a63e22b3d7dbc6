import { Box } from "@chakra-ui/react";
import { useMemo } from "react";
import { useT } from "../../shared/i18n";
import { type MapPin, MapView, USER_LOCATION_ZOOM } from "../map";
import { sharedTripMessages } from "./messages";
import type { SharedTripMapMarks } from "./sharedTripMapMarks";

/**
 * The captain and the pickup on the offline map the customer's own tracking uses. MapView loads
 * maplibre and deck.gl only when it renders, so the page's text paints first; where WebGL2 is missing
 * the map says so in its place and the text above still tells the whole story.
 */
export function SharedTripMap({
  requestId,
  marks,
  sharedByName,
}: {
  readonly requestId: string;
  readonly marks: SharedTripMapMarks;
  readonly sharedByName: string;
}) {
  const t = useT(sharedTripMessages);
  // New objects only when a value changes, so a live update that moves nothing rebuilds no map layers.
  const { latitude: pickupLat, longitude: pickupLng, label: pickupLabel } = marks.pickup;
  const pins = useMemo<readonly MapPin[]>(
    () => [{ kind: "pickup", latitude: pickupLat, longitude: pickupLng, label: pickupLabel }],
    [pickupLat, pickupLng, pickupLabel],
  );
  const captainLat = marks.captain?.latitude;
  const captainLng = marks.captain?.longitude;
  const captainName = marks.captain?.name ?? "";
  const role = sharedByName ? t("map.role", { name: sharedByName }) : t("map.roleAnonymous");
  const captain = useMemo(
    () =>
      captainLat === undefined || captainLng === undefined
        ? null
        : { latitude: captainLat, longitude: captainLng, name: captainName, role },
    [captainLat, captainLng, captainName, role],
  );
  return (
    <Box
      height={{ base: "72", md: "96" }}
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      bg="bg.muted"
    >
      <MapView
        pins={pins}
        captain={captain}
        // Framed once the captain shows up (one point alone is not framed: the view opens on the pickup).
        fitKey={captain ? requestId : null}
        initialView={{ latitude: pickupLat, longitude: pickupLng, zoom: USER_LOCATION_ZOOM }}
        label={t("map.label")}
      />
    </Box>
  );
}
