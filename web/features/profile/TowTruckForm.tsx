import { Alert, Box, Button, Heading, HStack, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useT } from "../../shared/i18n";
import { CheckboxChoices } from "../../shared/ui/CheckboxChoices";
import { FormField } from "../../shared/ui/FormField";
import { SelectInput } from "../../shared/ui/SelectInput";
import { profileMessages } from "./messages";
import type { TowTruckInput } from "./towTruckDocuments";
import {
  type TruckFieldErrors,
  type TruckForm,
  type TruckType,
  truckFieldOf,
  truckInputOf,
  truckTypeOptions,
  truckVehicleOptions,
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
  const t = useT(profileMessages);
  const [draft, setDraft] = useState<TruckForm>(initial);
  const [errors, setErrors] = useState<TruckFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateTruck(draft, t);
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
              <Alert.Title>{formError ?? t("overview.correct")}</Alert.Title>
            </Alert.Root>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t("truck.name")} required error={errors.truckName}>
              <Input {...text("truckName")} placeholder={t("truck.namePlaceholder")} />
            </FormField>
            <FormField label={t("truck.plate")} required error={errors.plate}>
              <Input {...text("plate")} placeholder={t("truck.platePlaceholder")} />
            </FormField>
            <FormField label={t("truck.type")} required error={errors.truckType}>
              <SelectInput
                value={draft.truckType}
                onChange={(event) => setDraft({ ...draft, truckType: event.target.value as TruckType | "" })}
                placeholder={t("choose")}
                options={truckTypeOptions(t)}
              />
            </FormField>
            <FormField label={t("truck.capacity")} required error={errors.capacity}>
              <Input {...text("capacity")} inputMode="numeric" placeholder="3500" />
            </FormField>
          </SimpleGrid>
          <CheckboxChoices
            legend={t("truck.vehicles")}
            required
            options={truckVehicleOptions(t)}
            values={draft.compatibleVehicles}
            onChange={(compatibleVehicles) => setDraft({ ...draft, compatibleVehicles })}
            error={errors.compatibleVehicles}
            columns={4}
          />
          <FormField label={t("truck.features")} helperText={t("truck.featuresHelp")} error={errors.features}>
            <Input {...text("features")} placeholder={t("truck.featuresPlaceholder")} />
          </FormField>
          <HStack gap="2">
            <Button type="submit" colorPalette="red" loading={saving} disabled={saving}>
              {submitLabel}
            </Button>
            {onCancel && (
              <Button variant="ghost" onClick={onCancel} disabled={saving}>
                {t("cancel")}
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
