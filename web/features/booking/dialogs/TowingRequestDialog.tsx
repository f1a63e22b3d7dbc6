import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useState } from "react";
import { formatKm, formatNumber, formatRating } from "../../../shared/format";
import type { LatLng } from "../../../shared/geo";
import { useT } from "../../../shared/i18n";
import { DialogActions } from "../../../shared/ui/DialogActions";
import { FormField } from "../../../shared/ui/FormField";
import { type BookingPayment, PaymentStep } from "../../payments";
import { EMPTY_PLACE_FIELD, PlacePicker, placeFieldOf, placeFieldProblem } from "../../places";
import { type BookingDraft, currentLocationText } from "../bookingDraft";
import { quoteInputOf } from "../data/useBookService";
import { type TowingTruck, useCompatibleTrucks } from "../data/useTrucks";
import { bookingMessages } from "../messages";
import { TOWING_VEHICLE_TYPES, vehicleTypeLabel } from "../vehicleTypes";
import { BookingDialog } from "./BookingDialog";
import {
  EMPTY_VEHICLE_FIELDS,
  VehicleFields,
  type VehicleFieldValues,
  vehicleFromFields,
} from "./VehicleFields";

type PlacedDraft = BookingDraft & { pickup: NonNullable<BookingDraft["pickup"]> };

export interface TowingRequestDialogProps {
  readonly open: boolean;
  readonly userLocation: LatLng;
  /** A truck chosen on the map: it stays selected when the vehicle type changes (spec §5). */
  readonly preselectedTruck?: TowingTruck | null;
  /** Books; rejects with the reason (payment errors as the payment step expects them). */
  readonly onSubmit: (draft: PlacedDraft, truck: TowingTruck, payment: BookingPayment) => Promise<void>;
  readonly onClose: () => void;
}

/** "Professional Towing Service" (spec §2.6): vehicle type, location, vehicle details, available trucks. */
export function TowingRequestDialog(props: TowingRequestDialogProps) {
  const t = useT(bookingMessages);
  const [vehicleType, setVehicleType] = useState<string | null>(null);
  const [pickup, setPickup] = useState(() =>
    placeFieldOf({ location: currentLocationText(props.userLocation), ...props.userLocation }),
  );
  const [destination, setDestination] = useState(EMPTY_PLACE_FIELD);
  const [showPlaceProblems, setShowPlaceProblems] = useState(false);
  const [vehicle, setVehicle] = useState<VehicleFieldValues>(EMPTY_VEHICLE_FIELDS);
  const [description, setDescription] = useState("");
  const [truck, setTruck] = useState<TowingTruck | null>(props.preselectedTruck ?? null);
  const [error, setError] = useState<string | null>(null);
  // Set when the customer goes on to pay: the quote is for exactly this draft and truck.
  const [placed, setPlaced] = useState<{ draft: PlacedDraft; truck: TowingTruck } | null>(null);
  const trucks = useCompatibleTrucks(vehicleType, props.userLocation);

  const chooseType = (type: string) => {
    setVehicleType(type);
    if (!props.preselectedTruck) setTruck(null);
  };

  const toPayment = () => {
    const checked = vehicleFromFields(vehicle, vehicleType);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    if (!truck) return;
    // Only places the customer chose, with their own coordinates, go on (issue 21).
    if (
      !pickup.place ||
      !destination.place ||
      placeFieldProblem(pickup, true, "pickup location") ||
      placeFieldProblem(destination, true, "destination")
    ) {
      setShowPlaceProblems(true);
      return;
    }
    setError(null);
    setPlaced({
      draft: {
        service: "towing",
        vehicle: checked.vehicle,
        pickup: pickup.place,
        destination: destination.place,
        description,
        towingEquipmentId: truck.id,
      },
      truck,
    });
  };

  if (placed) {
    return (
      <BookingDialog open={props.open} onClose={props.onClose} size="lg" title={t("towing.payTitle")}>
        <PaymentStep
          quoteInput={quoteInputOf({ draft: placed.draft, providerId: placed.truck.providerId })}
          onBook={(payment) => props.onSubmit(placed.draft, placed.truck, payment)}
          onBack={() => setPlaced(null)}
        />
      </BookingDialog>
    );
  }

  return (
    <BookingDialog
      open={props.open}
      onClose={props.onClose}
      size="lg"
      title={t("towing.title")}
      footer={
        <DialogActions
          onCancel={props.onClose}
          actionLabel={t("quick.continue")}
          onAction={toPayment}
          actionDisabled={pickup.text.trim() === "" || destination.text.trim() === "" || truck === null}
        />
      }
    >
      <Stack gap="5">
        <Stack gap="2" as="fieldset">
          <Heading as="legend" size="sm">
            {t("towing.step1")}
          </Heading>
          <SimpleGrid
            columns={{ base: 2, sm: 3 }}
            gap="2"
            role="radiogroup"
            aria-label={t("towing.vehicleType")}
          >
            {TOWING_VEHICLE_TYPES.map((type) => (
              <Button
                key={type}
                role="radio"
                aria-checked={vehicleType === type}
                variant={vehicleType === type ? "solid" : "outline"}
                colorPalette={vehicleType === type ? "red" : "gray"}
                onClick={() => chooseType(type)}
              >
                {vehicleTypeLabel(type)}
              </Button>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="2" as="fieldset">
          <Heading as="legend" size="sm">
            {t("towing.step2")}
          </Heading>
          <PlacePicker
            label={t("details.pickup")}
            required
            value={pickup}
            onChange={setPickup}
            userLocation={props.userLocation}
            showProblem={showPlaceProblems}
          />
          <PlacePicker
            label={t("quick.destination")}
            required
            value={destination}
            onChange={setDestination}
            userLocation={props.userLocation}
            showProblem={showPlaceProblems}
            placeholder={t("towing.destinationPlaceholder")}
          />
        </Stack>
        <Stack gap="2" as="fieldset">
          <Heading as="legend" size="sm">
            {t("towing.step3")}
          </Heading>
          <VehicleFields value={vehicle} onChange={setVehicle} />
        </Stack>
        <Stack gap="2" as="fieldset">
          <Heading as="legend" size="sm">
            {t("towing.step4")}
          </Heading>
          {vehicleType === null && !props.preselectedTruck ? (
            <Text color="fg.muted">{t("towing.chooseTypeFirst")}</Text>
          ) : trucks.error ? (
            <Stack role="alert" gap="2">
              <Text color="red.600">{t("towing.failed", { error: trucks.error })}</Text>
              <Button size="sm" variant="outline" onClick={trucks.retry}>
                {t("home.tryAgain")}
              </Button>
            </Stack>
          ) : trucks.trucks === null && vehicleType !== null ? (
            <Stack gap="2" aria-busy="true">
              <Text color="fg.muted">{t("towing.loading")}</Text>
              <Skeleton height="14" />
            </Stack>
          ) : (
            <TruckList
              trucks={mergeTruck(trucks.trucks ?? [], props.preselectedTruck ?? null)}
              chosen={truck}
              onChoose={setTruck}
            />
          )}
        </Stack>
        <Stack gap="2" as="fieldset">
          <Heading as="legend" size="sm">
            {t("details.additional")}
          </Heading>
          <FormField label={t("details.whatHappened")}>
            <Textarea value={description} onChange={(event) => setDescription(event.target.value)} rows={2} />
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

function mergeTruck(trucks: readonly TowingTruck[], preselected: TowingTruck | null): readonly TowingTruck[] {
  if (!preselected || trucks.some((truck) => truck.id === preselected.id)) return trucks;
  return [preselected, ...trucks];
}

/** Compatible trucks; one that is busy is greyed and cannot be chosen (spec §2.5). */
function TruckList({
  trucks,
  chosen,
  onChoose,
}: {
  readonly trucks: readonly TowingTruck[];
  readonly chosen: TowingTruck | null;
  readonly onChoose: (truck: TowingTruck) => void;
}) {
  const t = useT(bookingMessages);
  if (trucks.length === 0) {
    return <Text color="fg.muted">{t("towing.none")}</Text>;
  }
  return (
    <Stack role="radiogroup" aria-label={t("towing.trucksLabel")} gap="2">
      {trucks.map((truck) => {
        const selected = chosen?.id === truck.id;
        const figures = {
          captain: truck.provider.name ?? t("towing.captain"),
          rating: formatRating(truck.provider.rating ?? 4.5),
          capacity: formatNumber(truck.capacity, { useGrouping: false }),
        };
        return (
          <Box
            as="button"
            key={truck.id}
            role="radio"
            aria-checked={selected}
            aria-disabled={!truck.isAvailable}
            opacity={truck.isAvailable ? 1 : 0.5}
            filter={truck.isAvailable ? undefined : "grayscale(1)"}
            cursor={truck.isAvailable ? "pointer" : "not-allowed"}
            textAlign="start"
            borderWidth="2px"
            borderColor={selected ? "red.500" : "border"}
            borderRadius="md"
            p="3"
            onClick={() => truck.isAvailable && onChoose(truck)}
            _focusVisible={{ outline: "2px solid", outlineColor: "blue.500" }}
          >
            <HStack justify="space-between" wrap="wrap">
              <Text fontWeight="semibold">
                {truck.truckName}{" "}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  ({truck.truckType})
                </Text>
              </Text>
              <Badge colorPalette={truck.isAvailable ? "green" : "gray"} size="sm">
                {truck.isAvailable ? t("towing.available") : t("towing.busy")}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {truck.distanceKm !== null
                ? t("towing.truckFiguresDistance", { ...figures, distance: formatKm(truck.distanceKm) })
                : t("towing.truckFigures", figures)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t("towing.carries", { types: truck.compatibleVehicles.map(vehicleTypeLabel).join(", ") })}
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}
