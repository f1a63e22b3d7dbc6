import { Box, Heading, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import type { ServiceType } from "../../../../domain/rules/serviceTypes";
import { formatAed, formatNumber } from "../../../shared/format";
import type { LatLng } from "../../../shared/geo";
import { useT } from "../../../shared/i18n";
import { DialogActions } from "../../../shared/ui/DialogActions";
import { FormField } from "../../../shared/ui/FormField";
import { PlacePicker, placeFieldOf, placeFieldProblem } from "../../places";
import { type BookingDraft, currentLocationText } from "../bookingDraft";
import type { ServicePrice } from "../data/usePricing";
import { bookingMessages } from "../messages";
import { useServiceName } from "../useServiceName";
import { BookingDialog } from "./BookingDialog";
import {
  EMPTY_VEHICLE_FIELDS,
  VehicleFields,
  type VehicleFieldValues,
  vehicleFromFields,
} from "./VehicleFields";

export interface RequestDetailsDialogProps {
  readonly open: boolean;
  readonly service: ServiceType;
  readonly price: ServicePrice | null;
  readonly userLocation: LatLng;
  /** The details become the draft the comparison list books. */
  readonly onContinue: (draft: BookingDraft) => void;
  readonly onClose: () => void;
}

/** The generic request modal "Request {service}" (spec §2.6): price card, location, vehicle and more details. */
export function RequestDetailsDialog(props: RequestDetailsDialogProps) {
  const [pickup, setPickup] = useState(() =>
    placeFieldOf({ location: currentLocationText(props.userLocation), ...props.userLocation }),
  );
  const [showPlaceProblems, setShowPlaceProblems] = useState(false);
  const [vehicle, setVehicle] = useState<VehicleFieldValues>(EMPTY_VEHICLE_FIELDS);
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const t = useT(bookingMessages);
  const name = useServiceName()(props.service);

  const submit = () => {
    const checked = vehicleFromFields(vehicle, null);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    // Only a place the customer chose, with its own coordinates, goes on (issue 21).
    if (!pickup.place || placeFieldProblem(pickup, true, "pickup location")) {
      setShowPlaceProblems(true);
      return;
    }
    props.onContinue({ service: props.service, vehicle: checked.vehicle, pickup: pickup.place, description });
  };

  return (
    <BookingDialog
      open={props.open}
      onClose={props.onClose}
      title={t("details.title", { service: name })}
      footer={
        <DialogActions
          onCancel={props.onClose}
          actionLabel={t("details.findCaptains")}
          onAction={submit}
          actionDisabled={pickup.text.trim() === ""}
        />
      }
    >
      <Stack gap="4">
        <Box borderWidth="1px" borderRadius="md" p="3" bg="red.50">
          <Text fontSize="sm" color="fg.muted">
            {t("details.startingPrice")}
          </Text>
          <Heading as="p" size="lg" color="red.700">
            {props.price ? formatAed(props.price.base, Number.isInteger(props.price.base) ? 0 : 2) : "…"}
          </Heading>
          {props.price && (
            <Text fontSize="sm" color="fg.muted">
              {t("details.timing", {
                etaMin: formatNumber(props.price.eta.min),
                etaMax: formatNumber(props.price.eta.max),
                durationMin: formatNumber(props.price.duration.min),
                durationMax: formatNumber(props.price.duration.max),
              })}
            </Text>
          )}
        </Box>
        <Stack gap="2" as="fieldset">
          <Heading as="legend" size="sm">
            {t("details.location")}
          </Heading>
          <PlacePicker
            label={t("details.pickup")}
            required
            value={pickup}
            onChange={setPickup}
            userLocation={props.userLocation}
            showProblem={showPlaceProblems}
          />
        </Stack>
        <Stack gap="2" as="fieldset">
          <Heading as="legend" size="sm">
            {t("details.vehicle")}
          </Heading>
          <VehicleFields value={vehicle} onChange={setVehicle} />
        </Stack>
        <Stack gap="2" as="fieldset">
          <Heading as="legend" size="sm">
            {t("details.additional")}
          </Heading>
          <FormField label={t("details.whatHappened")}>
            <Textarea value={description} onChange={(event) => setDescription(event.target.value)} rows={3} />
          </FormField>
        </Stack>
        {error && (
          <Text color="red.600" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </BookingDialog>
  );
}
