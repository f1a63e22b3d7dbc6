import { Text } from "@chakra-ui/react";
import { formatAed } from "../../shared/format";
import type { TrackedRequest } from "./useTrackedRequest";

/** "2022 Toyota Land Cruiser white", without the parts the booking left out. */
export function vehicleDescription(request: TrackedRequest): string {
  return [request.vehicleYear, request.vehicleMake, request.vehicleModel, request.vehicleColor]
    .filter((part) => part !== null && part !== "")
    .join(" ");
}

/** Where, what and how much: the lines the active-request panel and the tracking dialog both show. */
export function RequestSummaryLines({ request }: { readonly request: TrackedRequest }) {
  const vehicle = vehicleDescription(request);
  return (
    <>
      <Text>
        <b>Pickup:</b> {request.pickupLocation}
      </Text>
      {request.destination && (
        <Text>
          <b>Destination:</b> {request.destination}
        </Text>
      )}
      {vehicle && (
        <Text>
          <b>Vehicle:</b> {vehicle}
          {request.licensePlate ? ` · ${request.licensePlate}` : ""}
        </Text>
      )}
      <Text>
        <b>Price:</b>{" "}
        {request.finalPrice !== null ? formatAed(request.finalPrice) : `Est. AED ${request.estimatedPrice}`}
      </Text>
    </>
  );
}
