import { Button, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { notify } from "../../../shared/toast";
import { FormField } from "../../../shared/ui/FormField";
import { SelectInput } from "../../../shared/ui/SelectInput";
import type { AddVehicleInput, SavedVehicle } from "../data/useVehicles";
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
      notify.success("Vehicle Added", `${checked.input.vehicleName} is in your fleet.`);
      setDraft(EMPTY);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack asChild gap="3" borderWidth="1px" borderRadius="md" p="3">
      <form onSubmit={submit} aria-label="Add a vehicle" noValidate>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label="Vehicle name" required>
            <Input value={draft.vehicleName} onChange={set("vehicleName")} placeholder="Family car" />
          </FormField>
          <FormField label="License plate" required>
            <Input value={draft.licensePlate} onChange={set("licensePlate")} placeholder="DXB A 12345" />
          </FormField>
          <FormField label="Make" required>
            <Input value={draft.vehicleMake} onChange={set("vehicleMake")} placeholder="Toyota" />
          </FormField>
          <FormField label="Model" required>
            <Input value={draft.vehicleModel} onChange={set("vehicleModel")} placeholder="Camry" />
          </FormField>
          <FormField label="Year">
            <Input
              value={draft.vehicleYear}
              onChange={set("vehicleYear")}
              inputMode="numeric"
              placeholder="2022"
            />
          </FormField>
          <FormField label="Colour">
            <Input value={draft.vehicleColor} onChange={set("vehicleColor")} placeholder="White" />
          </FormField>
          <FormField label="Type">
            <SelectInput
              value={draft.vehicleType}
              onChange={set("vehicleType")}
              placeholder="Choose..."
              options={VEHICLE_TYPE_OPTIONS}
            />
          </FormField>
          <FormField label="Fuel">
            <SelectInput
              value={draft.fuelType}
              onChange={set("fuelType")}
              placeholder="Choose..."
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
            Cancel
          </Button>
          <Button type="submit" colorPalette="red" loading={pending} loadingText="Saving...">
            Save Vehicle
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
