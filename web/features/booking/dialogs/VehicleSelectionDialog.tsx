import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useT } from "../../../shared/i18n";
import type { AddVehicleInput, SavedVehicle } from "../data/useVehicles";
import { bookingMessages } from "../messages";
import { vehicleTypeLabel } from "../vehicleTypes";
import { AddVehicleForm } from "./AddVehicleForm";
import { BookingDialog } from "./BookingDialog";

export interface VehicleSelectionDialogProps {
  readonly open: boolean;
  readonly vehicles: readonly SavedVehicle[] | null;
  readonly error: string | null;
  readonly onAddVehicle: (input: AddVehicleInput) => Promise<SavedVehicle>;
  readonly onChoose: (vehicle: SavedVehicle, timing: "now" | "schedule") => void;
  readonly onManualEntry: () => void;
  readonly onClose: () => void;
}

/** "Select Your Car" (spec §2.6): saved vehicles, manual entry, then book now or schedule. */
export function VehicleSelectionDialog(props: VehicleSelectionDialogProps) {
  const { vehicles } = props;
  const t = useT(bookingMessages);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const chosen =
    vehicles?.find((vehicle) => vehicle.id === chosenId) ??
    (vehicles?.length === 1 ? vehicles[0] : undefined);

  return (
    <BookingDialog
      open={props.open}
      onClose={props.onClose}
      title={t("select.title")}
      footer={
        <Stack direction={{ base: "column", sm: "row" }} width={{ base: "full", sm: "auto" }} gap="2">
          <Button variant="outline" onClick={props.onClose}>
            {t("select.cancel")}
          </Button>
          <Button
            variant="outline"
            colorPalette="blue"
            disabled={!chosen}
            onClick={() => chosen && props.onChoose(chosen, "schedule")}
          >
            {t("select.schedule")}
          </Button>
          <Button
            colorPalette="red"
            disabled={!chosen}
            onClick={() => chosen && props.onChoose(chosen, "now")}
          >
            {t("select.bookNow")}
          </Button>
        </Stack>
      }
    >
      <Stack gap="3">
        {props.error ? (
          <Text color="red.600" role="alert">
            {t("select.failed", { error: props.error })}
          </Text>
        ) : vehicles === null ? (
          <Stack gap="2" role="status" aria-busy="true" aria-label={t("select.loading")}>
            <Skeleton height="16" />
            <Skeleton height="16" />
          </Stack>
        ) : vehicles.length === 0 ? (
          <Text color="fg.muted">{t("select.none")}</Text>
        ) : (
          <Stack role="radiogroup" aria-label={t("select.yourVehicles")} gap="2">
            {vehicles.map((vehicle) => {
              const selected = chosen?.id === vehicle.id;
              return (
                <Box
                  as="button"
                  key={vehicle.id}
                  role="radio"
                  aria-checked={selected}
                  textAlign="start"
                  borderWidth="2px"
                  borderColor={selected ? "red.500" : "border"}
                  borderRadius="md"
                  p="3"
                  bg={selected ? "red.50" : "bg"}
                  onClick={() => setChosenId(vehicle.id)}
                  _focusVisible={{ outline: "2px solid", outlineColor: "blue.500" }}
                >
                  <HStack justify="space-between" gap="2">
                    <Text fontWeight="semibold">{vehicle.vehicleName}</Text>
                    {vehicle.isDefault && (
                      <Badge colorPalette="green" size="sm">
                        {t("select.primary")}
                      </Badge>
                    )}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {[vehicle.vehicleYear, vehicle.vehicleMake, vehicle.vehicleModel, vehicle.vehicleColor]
                      .filter(Boolean)
                      .join(" ")}
                    {vehicle.vehicleType ? ` · ${vehicleTypeLabel(vehicle.vehicleType)}` : ""} ·{" "}
                    {vehicle.licensePlate}
                  </Text>
                </Box>
              );
            })}
          </Stack>
        )}
        {adding ? (
          <AddVehicleForm
            onCancel={() => setAdding(false)}
            onAdd={async (input) => {
              const saved = await props.onAddVehicle(input);
              setChosenId(saved.id);
              setAdding(false);
              return saved;
            }}
          />
        ) : (
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="surface" onClick={() => setAdding(true)}>
              {t("select.add")}
            </Button>
            <Button size="sm" variant="ghost" onClick={props.onManualEntry}>
              {t("select.manual")}
            </Button>
          </HStack>
        )}
      </Stack>
    </BookingDialog>
  );
}
