import {
  Badge,
  Box,
  Button,
  HStack,
  RadioGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useState } from "react";
import { formatAed } from "../../../shared/format";
import type { LatLng } from "../../../shared/geo";
import { useT } from "../../../shared/i18n";
import { DialogActions } from "../../../shared/ui/DialogActions";
import { FormField } from "../../../shared/ui/FormField";
import { StepProgress } from "../../../shared/ui/StepProgress";
import { type BookingPayment, PaymentStep } from "../../payments";
import { EMPTY_PLACE_FIELD, PlacePicker } from "../../places";
import { type BookingDraft, currentLocationText, describeVehicle } from "../bookingDraft";
import { quoteInputOf } from "../data/useBookService";
import type { RankedProvider } from "../data/useProviders";
import type { ScheduleDay, ScheduleSlot } from "../data/useScheduleSlots";
import { bookingMessages } from "../messages";
import { useServiceName } from "../useServiceName";
import { BookingDialog } from "./BookingDialog";

const aed = (amount: number) => formatAed(amount, Number.isInteger(amount) ? 0 : 2);

/** "Tue 26 Nov" for a YYYY-MM-DD UAE date. */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString("en-AE", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

export interface ScheduledBooking {
  readonly draft: BookingDraft & { readonly pickup: NonNullable<BookingDraft["pickup"]> };
  readonly slot: ScheduleSlot;
  readonly date: string;
  readonly payment: BookingPayment;
}

export interface ScheduleDialogProps {
  readonly open: boolean;
  readonly draft: BookingDraft;
  readonly provider: RankedProvider;
  readonly userLocation: LatLng;
  /** The server's days and slots; null while loading. */
  readonly days: readonly ScheduleDay[] | null;
  readonly error: string | null;
  readonly onRetry: () => void;
  /** Books; rejects with the reason (payment errors as the payment step expects them). */
  readonly onConfirm: (booking: ScheduledBooking) => Promise<void>;
  readonly onClose: () => void;
}

/**
 * The schedule modal (spec §2.6, §4): date, then time, then location and notes, ending in a summary.
 * Slots, popular times and surcharges are the server's (spec §9).
 */
export function ScheduleDialog(props: ScheduleDialogProps) {
  const { draft, days } = props;
  const t = useT(bookingMessages);
  const serviceName = useServiceName()(draft.service);
  const stepTitles = [
    t("schedule.stepDate"),
    t("schedule.stepTime"),
    t("schedule.stepLocation"),
    t("quick.stepPayment"),
  ];
  const [step, setStep] = useState(0);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<ScheduleSlot | null>(null);
  const [where, setWhere] = useState<"current" | "custom">("current");
  const [address, setAddress] = useState(EMPTY_PLACE_FIELD);
  const [notes, setNotes] = useState(draft.description ?? "");
  // The booking as it was when the customer went on to pay: the quote is for exactly this.
  const [placed, setPlaced] = useState<Omit<ScheduledBooking, "payment"> | null>(null);
  const day = days?.find((candidate) => candidate.date === date) ?? null;
  const canConfirm =
    step === 2 && date !== null && slot !== null && (where === "current" || address.place !== null);

  const toPayment = () => {
    if (!canConfirm || !slot || !date) return;
    // Another address counts only once resolved to a place, with its own coordinates (issue 21).
    const pickup =
      where === "current"
        ? {
            location: currentLocationText(props.userLocation),
            latitude: props.userLocation.latitude,
            longitude: props.userLocation.longitude,
          }
        : address.place;
    if (!pickup) return;
    setPlaced({ draft: { ...draft, pickup, description: notes }, slot, date });
    setStep(3);
  };

  return (
    <BookingDialog
      open={props.open}
      onClose={props.onClose}
      size="lg"
      title={t("schedule.title", { service: serviceName })}
      footer={
        // The payment step has its own Back and Pay buttons: they depend on the quote.
        step === 3 ? undefined : (
          <DialogActions
            cancelLabel={step > 0 ? t("schedule.back") : t("select.cancel")}
            onCancel={step > 0 ? () => setStep(step - 1) : props.onClose}
            actionLabel={step === 2 ? t("quick.continue") : undefined}
            onAction={toPayment}
            actionDisabled={!canConfirm}
          />
        )
      }
    >
      <Stack gap="4">
        <StepProgress titles={stepTitles} current={step} />

        {props.error ? (
          <Stack role="alert" gap="2">
            <Text color="red.600">{t("schedule.failed", { error: props.error })}</Text>
            <Button size="sm" variant="outline" onClick={props.onRetry}>
              {t("home.tryAgain")}
            </Button>
          </Stack>
        ) : days === null ? (
          <SimpleGrid
            columns={{ base: 2, sm: 4 }}
            gap="2"
            aria-busy="true"
            aria-label={t("schedule.loading")}
          >
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} height="12" />
            ))}
          </SimpleGrid>
        ) : step === 0 ? (
          <Box role="group" aria-label={t("schedule.chooseDate")}>
            <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
              {days.map((candidate) => (
                <Button
                  key={candidate.date}
                  variant={candidate.date === date ? "solid" : "outline"}
                  colorPalette={candidate.date === date ? "red" : "gray"}
                  onClick={() => {
                    setDate(candidate.date);
                    setSlot(null);
                    setStep(1);
                  }}
                >
                  {dayLabel(candidate.date)}
                </Button>
              ))}
            </SimpleGrid>
          </Box>
        ) : step === 1 && day ? (
          <Box role="group" aria-label={t("schedule.chooseTime", { day: dayLabel(day.date) })}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {day.slots.map((candidate) => (
                <Button
                  key={candidate.startsAt}
                  variant={slot?.startsAt === candidate.startsAt ? "solid" : "outline"}
                  colorPalette={slot?.startsAt === candidate.startsAt ? "red" : "gray"}
                  height="auto"
                  py="2"
                  justifyContent="space-between"
                  data-testid="schedule-slot"
                  onClick={() => {
                    setSlot(candidate);
                    setStep(2);
                  }}
                >
                  <Stack gap="0" align="start">
                    <HStack gap="2">
                      <Text fontWeight="semibold">{candidate.time}</Text>
                      {candidate.isPopular && (
                        <Badge colorPalette="orange" size="xs">
                          {t("schedule.popular")}
                        </Badge>
                      )}
                    </HStack>
                    {candidate.price.surcharges.map((surcharge) => (
                      <Text key={surcharge.kind} fontSize="xs" fontWeight="normal">
                        {t("schedule.surcharge", {
                          amount: aed(surcharge.amountAed),
                          label: surcharge.label,
                        })}
                      </Text>
                    ))}
                  </Stack>
                  <Text fontWeight="bold">{aed(candidate.price.totalAed)}</Text>
                </Button>
              ))}
            </SimpleGrid>
          </Box>
        ) : step === 2 && day && slot ? (
          <Stack gap="3">
            <RadioGroup.Root
              value={where}
              onValueChange={(details) => details.value && setWhere(details.value as "current" | "custom")}
            >
              <Text fontWeight="medium" mb="2">
                {t("schedule.where")}
              </Text>
              <Stack gap="2">
                <RadioGroup.Item value="current">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t("schedule.current")}</RadioGroup.ItemText>
                </RadioGroup.Item>
                <RadioGroup.Item value="custom">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t("schedule.another")}</RadioGroup.ItemText>
                </RadioGroup.Item>
              </Stack>
            </RadioGroup.Root>
            {where === "custom" && (
              <PlacePicker
                label={t("schedule.address")}
                required
                value={address}
                onChange={setAddress}
                userLocation={props.userLocation}
                placeholder={t("schedule.addressPlaceholder")}
              />
            )}
            <FormField label={t("schedule.notes")}>
              <Textarea value={notes} onChange={(event) => setNotes(event.target.value)} rows={2} />
            </FormField>
            <Box
              borderWidth="1px"
              borderRadius="md"
              p="3"
              bg="bg.subtle"
              aria-label={t("schedule.summary")}
              role="group"
            >
              <Text fontWeight="semibold" mb="1">
                {t("schedule.summary")}
              </Text>
              <Text fontSize="sm">
                {t("schedule.summaryWith", { service: serviceName, name: props.provider.provider.name })}
              </Text>
              <Text fontSize="sm">
                {t("schedule.summaryWhen", {
                  day: dayLabel(day.date),
                  time: slot.time,
                  vehicle: describeVehicle(draft.vehicle),
                })}
              </Text>
              <Text fontSize="sm">{t("schedule.base", { amount: aed(slot.price.baseAed) })}</Text>
              {slot.price.surcharges.map((surcharge) => (
                <Text key={surcharge.kind} fontSize="sm">
                  {t("schedule.surchargeLine", { label: surcharge.label, amount: aed(surcharge.amountAed) })}
                </Text>
              ))}
              <Text fontWeight="bold" data-testid="schedule-total">
                {t("schedule.total", { amount: aed(slot.price.totalAed) })}
              </Text>
            </Box>
          </Stack>
        ) : step === 3 && placed ? (
          <PaymentStep
            quoteInput={quoteInputOf({
              draft: placed.draft,
              providerId: props.provider.provider.id,
              scheduledAt: placed.slot.startsAt,
            })}
            onBook={(payment) => props.onConfirm({ ...placed, payment })}
            onBack={() => setStep(2)}
          />
        ) : null}
      </Stack>
    </BookingDialog>
  );
}
