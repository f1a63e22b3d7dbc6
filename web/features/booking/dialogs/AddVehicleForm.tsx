import { Button, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useT } from "../../../shared/i18n";
import { notify } from "../../../shared/toast";
import { FormField } from "../../../shared/ui/FormField";
import { SelectInput } from "../../../shared/ui/SelectInput";
import type { AddVehicleInput, SavedVehicle } from "../data/useVehicles";
import { bookingMessages } from "../messages";
import { FUEL_TYPE_OPTIONS, VEHICLE_TYPE_OPTIONS } from "../vehicleTypes";

const EMPTY = {
  vehicleName: "",
  licensePlate: "",
  vehicleMake: "",
  vehicleModel: "",
  vehicleYear: "",
  vehicleColor: "",
  vehicleType: "",
  fuelType: "",
};
type Draft = typeof EMPTY;

/** Spec §5 add vehicle: name, plate, make and model required; the rest optional. */
export function addVehicleInput(
  draft: Draft,
): { ok: true; input: AddVehicleInput } | { ok: false; error: string } {
  const required = [draft.vehicleName, draft.licensePlate, draft.vehicleMake, draft.vehicleModel];
  if (required.some((value) => value.trim() === "")) {
    return { ok: false, error: "Please fill in vehicle name, license plate, make and model" };
  }
  const year = draft.vehicleYear.trim() === "" ? null : Number(draft.vehicleYear);
  if (year !== null && (!Number.isInteger(year) || year < 1950 || year > 2100)) {
    return { ok: false, error: "Year must be a whole number between 1950 and 2100" };
  }
  return {
    ok: true,
    input: {
      vehicleName: draft.vehicleName.trim(),
      licensePlate: draft.licensePlate.trim(),
      vehicleMake: draft.vehicleMake.trim(),
      vehicleModel: draft.vehicleModel.trim(),
      vehicleYear: year,
      vehicleColor: draft.vehicleColor.trim() || null,
      vehicleType: (draft.vehicleType || null) as AddVehicleInput["vehicleType"],
      fuelType: (draft.fuelType || null) as AddVehicleInput["fuelType"],
    },
  };
}

/** Adds a vehicle to My Fleet without leaving the booking. */
export function AddVehicleForm({
  onAdd,
  onCancel,
}: {
  readonly onAdd: (input: AddVehicleInput) => Promise<SavedVehicle>;
  readonly onCancel: () => void;
}) {
  const t = useT(bookingMessages);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = addVehicleInput(draft);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await onAdd(checked.input);
      notify.success(t("add.addedTitle"), t("add.addedBody", { name: checked.input.vehicleName }));
      setDraft(EMPTY);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack asChild gap="3" borderWidth="1px" borderRadius="md" p="3">
      <form onSubmit={submit} aria-label={t("add.formLabel")} noValidate>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={t("add.name")} required>
            <Input
              value={draft.vehicleName}
              onChange={set("vehicleName")}
              placeholder={t("add.nameExample")}
            />
          </FormField>
          <FormField label={t("vehicle.plate")} required>
            <Input
              value={draft.licensePlate}
              onChange={set("licensePlate")}
              placeholder={t("vehicle.plateExample")}
            />
          </FormField>
          <FormField label={t("vehicle.make")} required>
            <Input
              value={draft.vehicleMake}
              onChange={set("vehicleMake")}
              placeholder={t("vehicle.makeExample")}
            />
          </FormField>
          <FormField label={t("vehicle.model")} required>
            <Input
              value={draft.vehicleModel}
              onChange={set("vehicleModel")}
              placeholder={t("vehicle.modelExample")}
            />
          </FormField>
          <FormField label={t("vehicle.year")}>
            <Input
              value={draft.vehicleYear}
              onChange={set("vehicleYear")}
              inputMode="numeric"
              placeholder="2022"
            />
          </FormField>
          <FormField label={t("vehicle.colour")}>
            <Input
              value={draft.vehicleColor}
              onChange={set("vehicleColor")}
              placeholder={t("vehicle.colourExample")}
            />
          </FormField>
          <FormField label={t("add.type")}>
            <SelectInput
              value={draft.vehicleType}
              onChange={set("vehicleType")}
              placeholder={t("add.choose")}
              options={VEHICLE_TYPE_OPTIONS}
            />
          </FormField>
          <FormField label={t("add.fuel")}>
            <SelectInput
              value={draft.fuelType}
              onChange={set("fuelType")}
              placeholder={t("add.choose")}
              options={FUEL_TYPE_OPTIONS}
            />
          </FormField>
        </SimpleGrid>
        {error && (
          <Text color="red.600" fontSize="sm" role="alert">
            {error}
          </Text>
        )}
        <HStack justify="flex-end">
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            {t("select.cancel")}
          </Button>
          <Button type="submit" colorPalette="red" loading={pending} loadingText={t("add.saving")}>
            {t("add.save")}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
