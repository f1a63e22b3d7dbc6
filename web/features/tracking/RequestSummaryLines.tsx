import { Text } from "@chakra-ui/react";
import { formatAed } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { trackingMessages } from "./messages";
import type { TrackedRequest } from "./useTrackedRequest";

/** "2022 Toyota Land Cruiser white", without the parts the booking left out. */
export function vehicleDescription(request: TrackedRequest): string {
  return [request.vehicleYear, request.vehicleMake, request.vehicleModel, request.vehicleColor]
    .filter((part) => part !== null && part !== "")
    .join(" ");
}

/** Where, what and how much: the lines the active-request panel and the tracking dialog both show. */
export function RequestSummaryLines({ request }: { readonly request: TrackedRequest }) {
  const t = useT(trackingMessages);
  const vehicle = vehicleDescription(request);
  const estimate = request.estimatedPrice;
  return (
    <>
      <Text>
        <b>{t("summary.pickup")}</b> {request.pickupLocation}
      </Text>
      {request.destination && (
        <Text>
          <b>{t("summary.destination")}</b> {request.destination}
        </Text>
      )}
      {vehicle && (
        <Text>
          <b>{t("summary.vehicle")}</b> {vehicle}
          {request.licensePlate ? ` · ${request.licensePlate}` : ""}
        </Text>
      )}
      <Text>
        <b>{t("summary.price")}</b>{" "}
        {request.finalPrice !== null
          ? formatAed(request.finalPrice)
          : t("summary.estimate", { price: formatAed(estimate, Number.isInteger(estimate) ? 0 : 2) })}
      </Text>
    </>
  );
}
