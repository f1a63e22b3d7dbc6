import { Alert, Box, Button, Heading, HStack, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { CheckboxChoices } from "../../shared/ui/CheckboxChoices";
import { FormField } from "../../shared/ui/FormField";
import { SelectInput } from "../../shared/ui/SelectInput";
import type { TowTruckInput } from "./towTruckDocuments";
import {
  TRUCK_TYPE_OPTIONS,
  TRUCK_VEHICLE_OPTIONS,
  type TruckFieldErrors,
  type TruckForm,
  type TruckType,
  truckFieldOf,
  truckInputOf,
  validateTruck,
} from "./truckForm";

/** The server's refusal of a save: its sentence and the input field it names, if any. */
export interface TruckSaveRefusal {
  readonly message: string;
  readonly field: unknown;
}

export interface TowTruckFormProps {
  readonly title: string;
  readonly initial: TruckForm;
  readonly submitLabel: string;
  /** Resolves to the server's refusal, or null when the truck was saved. */
  readonly onSave: (input: TowTruckInput) => Promise<TruckSaveRefusal | null>;
  readonly onCancel?: () => void;
}

/** Add or edit a tow truck: name, type, capacity, the vehicles it can tow, features and plate. */
export function TowTruckForm({ title, initial, submitLabel, onSave, onCancel }: TowTruckFormProps) {
  const [draft, setDraft] = useState<TruckForm>(initial);
  const [errors, setErrors] = useState<TruckFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateTruck(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const refusal = await onSave(truckInputOf(draft));
    setSaving(false);
    if (refusal === null) {
      setDraft(initial);
      return;
    }
    const field = truckFieldOf(refusal.field);
    if (field) setErrors({ [field]: refusal.message });
    else setFormError(refusal.message);
  };

  const text = (key: "truckName" | "capacity" | "features" | "plate") => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });

  return (
    <Box asChild bg="bg" borderWidth="1px" borderRadius="xl" p="5">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Heading as="h2" size="md" mb="4">
          {title}
        </Heading>
        <Stack gap="4">
          {(Object.keys(errors).length > 0 || formError) && (
            <Alert.Root status="error" size="sm" role="alert">
              <Alert.Indicator />
              <Alert.Title>{formError ?? "Please correct the highlighted fields"}</Alert.Title>
            </Alert.Root>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Truck name" required error={errors.truckName}>
              <Input {...text("truckName")} placeholder="Flatbed 1" />
            </FormField>
            <FormField label="Plate" required error={errors.plate}>
              <Input {...text("plate")} placeholder="DXB T 12345" />
            </FormField>
            <FormField label="Type" required error={errors.truckType}>
              <SelectInput
                value={draft.truckType}
                onChange={(event) => setDraft({ ...draft, truckType: event.target.value as TruckType | "" })}
                placeholder="Choose…"
                options={TRUCK_TYPE_OPTIONS}
              />
            </FormField>
            <FormField label="Capacity (kg)" required error={errors.capacity}>
              <Input {...text("capacity")} inputMode="numeric" placeholder="3500" />
            </FormField>
          </SimpleGrid>
          <CheckboxChoices
            legend="Vehicles it can tow"
            required
            options={TRUCK_VEHICLE_OPTIONS}
            values={draft.compatibleVehicles}
            onChange={(compatibleVehicles) => setDraft({ ...draft, compatibleVehicles })}
            error={errors.compatibleVehicles}
            columns={4}
          />
          <FormField label="Features" helperText="Separate them with commas." error={errors.features}>
            <Input {...text("features")} placeholder="Winch, Dollies, GPS tracking" />
          </FormField>
          <HStack gap="2">
            <Button type="submit" colorPalette="red" loading={saving} disabled={saving}>
              {submitLabel}
            </Button>
            {onCancel && (
              <Button variant="ghost" onClick={onCancel} disabled={saving}>
                Cancel
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
