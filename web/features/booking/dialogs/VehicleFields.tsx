import { Input, SimpleGrid } from "@chakra-ui/react";
import { useT } from "../../../shared/i18n";
import { FormField } from "../../../shared/ui/FormField";
import type { DraftVehicle } from "../bookingDraft";
import { bookingMessages } from "../messages";

export interface VehicleFieldValues {
  readonly make: string;
  readonly model: string;
  readonly year: string;
  readonly color: string;
  readonly licensePlate: string;
}

export const EMPTY_VEHICLE_FIELDS: VehicleFieldValues = {
  make: "",
  model: "",
  year: "",
  color: "",
  licensePlate: "",
};

/** Make and model (required), year, colour and plate: the vehicle details of both request forms. */
export function VehicleFields({
  value,
  onChange,
}: {
  readonly value: VehicleFieldValues;
  readonly onChange: (value: VehicleFieldValues) => void;
}) {
  const t = useT(bookingMessages);
  const set = (key: keyof VehicleFieldValues) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <FormField label={t("vehicle.make")} required>
        <Input value={value.make} onChange={set("make")} placeholder={t("vehicle.makeExample")} />
      </FormField>
      <FormField label={t("vehicle.model")} required>
        <Input value={value.model} onChange={set("model")} placeholder={t("vehicle.modelExample")} />
      </FormField>
      <FormField label={t("vehicle.year")}>
        <Input value={value.year} onChange={set("year")} inputMode="numeric" placeholder="2022" />
      </FormField>
      <FormField label={t("vehicle.colour")}>
        <Input value={value.color} onChange={set("color")} placeholder={t("vehicle.colourExample")} />
      </FormField>
      <FormField label={t("vehicle.plate")}>
        <Input
          value={value.licensePlate}
          onChange={set("licensePlate")}
          placeholder={t("vehicle.plateExample")}
        />
      </FormField>
    </SimpleGrid>
  );
}

/** The draft vehicle from the fields, or the spec §5 message naming what is missing. */
export function vehicleFromFields(
  fields: VehicleFieldValues,
  vehicleType: string | null,
): { ok: true; vehicle: DraftVehicle } | { ok: false; error: string } {
  if (fields.make.trim() === "" || fields.model.trim() === "") {
    return { ok: false, error: "Please enter the vehicle's make and model" };
  }
  const year = fields.year.trim() === "" ? null : Number(fields.year);
  if (year !== null && (!Number.isInteger(year) || year < 1950 || year > 2100)) {
    return { ok: false, error: "Year must be a whole number between 1950 and 2100" };
  }
  return {
    ok: true,
    vehicle: {
      make: fields.make.trim(),
      model: fields.model.trim(),
      year,
      color: fields.color.trim() || null,
      licensePlate: fields.licensePlate.trim() || null,
      vehicleType,
    },
  };
}
