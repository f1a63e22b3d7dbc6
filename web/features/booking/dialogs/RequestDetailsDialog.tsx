import { Box, Heading, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import {
  formatMinuteRange,
  type ServiceType,
  serviceDisplayName,
} from "../../../../domain/rules/serviceTypes";
import type { LatLng } from "../../../shared/geo";
import { DialogActions } from "../../../shared/ui/DialogActions";
import { FormField } from "../../../shared/ui/FormField";
import { PlacePicker, placeFieldOf, placeFieldProblem } from "../../places";
import { type BookingDraft, currentLocationText } from "../bookingDraft";
import type { ServicePrice } from "../data/usePricing";
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
  const name = serviceDisplayName(props.service);

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
      title={`Request ${name}`}
      footer={
        <DialogActions
          onCancel={props.onClose}
          actionLabel="Find Captains"
          onAction={submit}
          actionDisabled={pickup.text.trim() === ""}
        />
      }
    >
      <Stack gap="4">
        <Box borderWidth="1px" borderRadius="md" p="3" bg="red.50">
          <Text fontSize="sm" color="fg.muted">
            Starting price
          </Text>
          <Heading as="p" size="lg" color="red.700">
            {props.price ? `AED ${props.price.base}` : "…"}
          </Heading>
          {props.price && (
            <Text fontSize="sm" color="fg.muted">
              Arrives in {formatMinuteRange(props.price.eta)} · job takes{" "}
              {formatMinuteRange(props.price.duration)}
            </Text>
          )}
        </Box>
        <Stack gap="2" as="fieldset">
          <Heading as="legend" size="sm">
            Location details
          </Heading>
          <PlacePicker
            label="Pickup location"
            required
            value={pickup}
            onChange={setPickup}
            userLocation={props.userLocation}
            showProblem={showPlaceProblems}
          />
        </Stack>
        <Stack gap="2" as="fieldset">
          <Heading as="legend" size="sm">
            Vehicle details
          </Heading>
          <VehicleFields value={vehicle} onChange={setVehicle} />
        </Stack>
        <Stack gap="2" as="fieldset">
          <Heading as="legend" size="sm">
            Additional details
          </Heading>
          <FormField label="What happened?">
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
