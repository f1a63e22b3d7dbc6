import { Box, Button, HStack, Stack, Steps, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { serviceDisplayName } from "../../../../domain/rules/serviceTypes";
import { formatKm, formatMinutes } from "../../../shared/format";
import type { LatLng } from "../../../shared/geo";
import { notify } from "../../../shared/toast";
import { DialogActions } from "../../../shared/ui/DialogActions";
import { FormField } from "../../../shared/ui/FormField";
import { type BookingPayment, PaymentStep } from "../../payments";
import { EMPTY_PLACE_FIELD, PlacePicker, placeFieldOf, placeFieldProblem } from "../../places";
import { type BookingDraft, currentLocationText, describeVehicle } from "../bookingDraft";
import { quoteInputOf } from "../data/useBookService";
import type { RankedProvider } from "../data/useProviders";
import { BookingDialog } from "./BookingDialog";

type Step = "confirm" | "payment" | "success";
const STEPS: readonly Step[] = ["confirm", "payment", "success"];
const STEP_TITLES: Readonly<Record<Step, string>> = {
  confirm: "Confirm",
  payment: "Payment",
  success: "Done",
};

type PlacedDraft = BookingDraft & { pickup: NonNullable<BookingDraft["pickup"]> };

export interface QuickBookingDialogProps {
  readonly open: boolean;
  readonly draft: BookingDraft;
  readonly provider: RankedProvider;
  readonly userLocation: LatLng;
  /** Creates the request; rejects with the reason (payment errors as the payment step expects them). */
  readonly onBook: (details: { draft: PlacedDraft; payment: BookingPayment }) => Promise<void>;
  readonly onTrack: () => void;
  readonly onClose: () => void;
}

/** Quick booking (spec §2.6, §4): confirm, payment (only with a pickup), then success once the request exists. */
export function QuickBookingDialog(props: QuickBookingDialogProps) {
  const { draft, provider } = props;
  const [step, setStep] = useState<Step>("confirm");
  const [pickup, setPickup] = useState(() =>
    placeFieldOf(
      draft.pickup ?? { location: currentLocationText(props.userLocation), ...props.userLocation },
    ),
  );
  const [destination, setDestination] = useState(() =>
    draft.destination ? placeFieldOf(draft.destination) : EMPTY_PLACE_FIELD,
  );
  const [showPlaceProblems, setShowPlaceProblems] = useState(false);
  const [notes, setNotes] = useState(draft.description ?? "");
  // The draft as it was when the customer went on to pay: the quote is for exactly this.
  const [placed, setPlaced] = useState<PlacedDraft | null>(null);
  const towing = draft.service === "towing";

  const toPayment = () => {
    if (pickup.text.trim() === "") {
      notify.error("Location Required", "Please enter your pickup location");
      return;
    }
    // Only places the customer chose, with their own coordinates, go on (issue 21).
    const destinationProblem = towing ? placeFieldProblem(destination, false, "destination") : null;
    if (!pickup.place || placeFieldProblem(pickup, true, "pickup location") || destinationProblem) {
      setShowPlaceProblems(true);
      return;
    }
    setPlaced({
      ...draft,
      pickup: pickup.place,
      destination: towing ? destination.place : null,
      description: notes,
    });
    setStep("payment");
  };

  const pay = async (payment: BookingPayment) => {
    if (!placed) return;
    await props.onBook({ draft: placed, payment });
    setStep("success");
  };

  const footer =
    step === "confirm" ? (
      <DialogActions onCancel={props.onClose} actionLabel="Continue to Payment" onAction={toPayment} />
    ) : step === "payment" ? // The payment step has its own Back and Pay buttons: they depend on the quote.
    null : (
      <Button colorPalette="red" onClick={props.onTrack}>
        Track Live Location
      </Button>
    );

  return (
    <BookingDialog
      open={props.open}
      onClose={props.onClose}
      title={`Book ${serviceDisplayName(draft.service)}`}
      footer={footer}
    >
      <Stack gap="4">
        <Steps.Root step={STEPS.indexOf(step)} count={STEPS.length} size="sm">
          <Steps.List>
            {STEPS.map((name, index) => (
              <Steps.Item key={name} index={index}>
                <Steps.Indicator />
                <Steps.Title>{STEP_TITLES[name]}</Steps.Title>
                <Steps.Separator />
              </Steps.Item>
            ))}
          </Steps.List>
        </Steps.Root>
        <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
          <HStack justify="space-between">
            <Text fontWeight="semibold">{provider.provider.name}</Text>
            <Text fontWeight="bold" color="red.700">
              AED {provider.comparisonPrice}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {provider.rankBadge ? `${provider.rankBadge} · ` : ""}
            {formatKm(provider.distanceKm)} away · ETA {formatMinutes(provider.etaMinutes)} ·{" "}
            {describeVehicle(draft.vehicle)}
          </Text>
        </Box>
        {step === "confirm" && (
          <Stack gap="3">
            <PlacePicker
              label="Pickup location"
              required
              value={pickup}
              onChange={setPickup}
              userLocation={props.userLocation}
              showProblem={showPlaceProblems}
            />
            {towing && (
              <PlacePicker
                label="Destination"
                value={destination}
                onChange={setDestination}
                userLocation={props.userLocation}
                showProblem={showPlaceProblems}
                placeholder="Where should we take the vehicle? e.g. Dubai Marina"
              />
            )}
            <FormField label="Notes for the captain">
              <Textarea value={notes} onChange={(event) => setNotes(event.target.value)} rows={2} />
            </FormField>
          </Stack>
        )}
        {step === "payment" && placed && (
          <PaymentStep
            quoteInput={quoteInputOf({ draft: placed, providerId: provider.provider.id })}
            onBook={pay}
            onBack={() => setStep("confirm")}
          />
        )}
        {step === "success" && (
          <Stack gap="1" role="status">
            <Text fontWeight="semibold" fontSize="lg">
              Booking Confirmed!
            </Text>
            <Text>{provider.provider.name} has your request. Follow them live on the map.</Text>
          </Stack>
        )}
      </Stack>
    </BookingDialog>
  );
}
