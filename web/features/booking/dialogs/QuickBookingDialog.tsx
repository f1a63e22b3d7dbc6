import { Box, Button, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { formatAed, formatKm, formatMinutes } from "../../../shared/format";
import type { LatLng } from "../../../shared/geo";
import { useT } from "../../../shared/i18n";
import { notify } from "../../../shared/toast";
import { DialogActions } from "../../../shared/ui/DialogActions";
import { FormField } from "../../../shared/ui/FormField";
import { StepProgress } from "../../../shared/ui/StepProgress";
import { type BookingPayment, PaymentStep } from "../../payments";
import { EMPTY_PLACE_FIELD, PlacePicker, placeFieldOf, placeFieldProblem } from "../../places";
import { type BookingDraft, currentLocationText, describeVehicle } from "../bookingDraft";
import { quoteInputOf } from "../data/useBookService";
import type { RankedProvider } from "../data/useProviders";
import { bookingMessages } from "../messages";
import { useServiceName } from "../useServiceName";
import { BookingDialog } from "./BookingDialog";

type Step = "confirm" | "payment" | "success";
const STEPS: readonly Step[] = ["confirm", "payment", "success"];

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
  const t = useT(bookingMessages);
  const serviceName = useServiceName();
  const stepTitles: Readonly<Record<Step, string>> = {
    confirm: t("quick.stepConfirm"),
    payment: t("quick.stepPayment"),
    success: t("quick.stepDone"),
  };
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
      notify.error(t("quick.locationRequiredTitle"), t("quick.locationRequiredBody"));
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
      <DialogActions onCancel={props.onClose} actionLabel={t("quick.continue")} onAction={toPayment} />
    ) : step === "payment" ? // The payment step has its own Back and Pay buttons: they depend on the quote.
    null : (
      <Button colorPalette="red" onClick={props.onTrack}>
        {t("confirm.trackLive")}
      </Button>
    );

  return (
    <BookingDialog
      open={props.open}
      onClose={props.onClose}
      title={t("home.bookService", { service: serviceName(draft.service) })}
      footer={footer}
    >
      <Stack gap="4">
        <StepProgress titles={STEPS.map((name) => stepTitles[name])} current={STEPS.indexOf(step)} />
        <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
          <HStack justify="space-between">
            <Text fontWeight="semibold">{provider.provider.name}</Text>
            <Text fontWeight="bold" color="red.700">
              {formatAed(provider.comparisonPrice, Number.isInteger(provider.comparisonPrice) ? 0 : 2)}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {provider.rankBadge ? `${provider.rankBadge} · ` : ""}
            {t("quick.figures", {
              distance: formatKm(provider.distanceKm),
              eta: formatMinutes(provider.etaMinutes),
              vehicle: describeVehicle(draft.vehicle),
            })}
          </Text>
        </Box>
        {step === "confirm" && (
          <Stack gap="3">
            <PlacePicker
              label={t("details.pickup")}
              required
              value={pickup}
              onChange={setPickup}
              userLocation={props.userLocation}
              showProblem={showPlaceProblems}
            />
            {towing && (
              <PlacePicker
                label={t("quick.destination")}
                value={destination}
                onChange={setDestination}
                userLocation={props.userLocation}
                showProblem={showPlaceProblems}
                placeholder={t("quick.destinationPlaceholder")}
              />
            )}
            <FormField label={t("quick.notes")}>
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
              {t("home.bookedTitle")}
            </Text>
            <Text>{t("quick.successBody", { name: provider.provider.name })}</Text>
          </Stack>
        )}
      </Stack>
    </BookingDialog>
  );
}
