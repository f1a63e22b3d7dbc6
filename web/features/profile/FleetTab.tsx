import { Alert, Badge, Box, Button, Heading, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { type FragmentOf, readFragment } from "../../shared/graphql";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { FormField } from "../../shared/ui/FormField";
import { SelectInput } from "../../shared/ui/SelectInput";
import { profileMessages } from "./messages";
import { AddVehicleMutation, RemoveVehicleMutation, VehicleFields } from "./profileQueries";
import {
  type FieldErrors,
  type FuelType,
  hasErrors,
  type VehicleForm,
  type VehicleType,
  validateVehicle,
  vehicleInput,
} from "./profileValidation";

const EMPTY: VehicleForm = {
  vehicleName: "",
  vehicleMake: "",
  vehicleModel: "",
  vehicleYear: "",
  vehicleColor: "",
  licensePlate: "",
  vehicleType: "",
  fuelType: "",
};

export interface FleetTabProps {
  readonly vehicles: readonly FragmentOf<typeof VehicleFields>[];
  /** Reads the fleet again after a change. */
  readonly onChanged: () => void;
}

/** "My Fleet": saved vehicles, primary first, with add and remove (spec §2.7, §5). */
export function FleetTab({ vehicles: fragments, onChanged }: FleetTabProps) {
  const t = useT(profileMessages);
  const vehicles = fragments.map((fragment) => readFragment(VehicleFields, fragment));
  /** Spec §3: the profile form's vehicle types, and the fuel types. */
  const vehicleTypes: readonly { value: VehicleType; label: string }[] = [
    { value: "SEDAN", label: t("vehicleType.sedan") },
    { value: "SUV", label: t("vehicleType.suv") },
    { value: "HATCHBACK", label: t("vehicleType.hatchback") },
    { value: "COUPE", label: t("vehicleType.coupe") },
    { value: "TRUCK", label: t("vehicleType.truck") },
    { value: "MOTORCYCLE", label: t("vehicleType.motorcycle") },
  ];
  const fuelTypes: readonly { value: FuelType; label: string }[] = [
    { value: "PETROL", label: t("fuel.petrol") },
    { value: "DIESEL", label: t("fuel.diesel") },
    { value: "ELECTRIC", label: t("fuel.electric") },
    { value: "HYBRID", label: t("fuel.hybrid") },
  ];
  const [draft, setDraft] = useState<VehicleForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<VehicleForm>>({});
  const [{ fetching: adding }, add] = useMutation(AddVehicleMutation);
  const [removing, setRemoving] = useState<string | null>(null);
  const [, remove] = useMutation(RemoveVehicleMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateVehicle(draft, t);
    setErrors(found);
    if (hasErrors(found)) return;
    const result = await add({ input: vehicleInput(draft) });
    if (result.error) {
      notify.error(t("fleet.addFailed"), result.error.graphQLErrors[0]?.message ?? t("fleet.tryAgain"));
      return;
    }
    notify.success(t("fleet.added"), t("fleet.inFleet", { name: draft.vehicleName.trim() }));
    setDraft(EMPTY);
    onChanged();
  };

  const removeOne = async (id: string, name: string) => {
    setRemoving(id);
    const result = await remove({ vehicleId: id });
    setRemoving(null);
    if (result.error) {
      notify.error(t("fleet.removeFailed"), result.error.graphQLErrors[0]?.message ?? t("fleet.tryAgain"));
      return;
    }
    notify.success(t("fleet.removed"), t("fleet.removedText", { name }));
    onChanged();
  };

  const set = (key: keyof VehicleForm) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });

  const textField = (key: keyof VehicleForm, label: string, required: boolean, placeholder?: string) => (
    <FormField label={label} required={required} error={errors[key]}>
      <Input
        value={draft[key]}
        onChange={set(key)}
        placeholder={placeholder}
        inputMode={key === "vehicleYear" ? "numeric" : undefined}
      />
    </FormField>
  );

  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="fleet-heading">
        <Heading as="h2" id="fleet-heading" size="md" mb="3">
          {t("fleet.title")}
        </Heading>
        {vehicles.length === 0 && <Text color="fg.muted">{t("fleet.none")}</Text>}
        {vehicles.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="3" aria-label={t("fleet.saved")}>
            {vehicles.map((vehicle) => (
              <HStack
                as="li"
                key={vehicle.id}
                bg="bg"
                borderWidth="1px"
                borderRadius="lg"
                p="4"
                justify="space-between"
                gap="3"
              >
                <Box minW="0">
                  <HStack gap="2">
                    <Text fontWeight="semibold">{vehicle.vehicleName}</Text>
                    {vehicle.isDefault && <Badge colorPalette="blue">{t("fleet.primary")}</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {[vehicle.vehicleYear, vehicle.vehicleMake, vehicle.vehicleModel, vehicle.vehicleColor]
                      .filter((part) => part !== null && part !== "")
                      .join(" ")}{" "}
                    · {vehicle.licensePlate}
                  </Text>
                </Box>
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => removeOne(vehicle.id, vehicle.vehicleName)}
                  disabled={removing === vehicle.id}
                  aria-label={t("fleet.removeNamed", { name: vehicle.vehicleName })}
                >
                  {removing === vehicle.id ? t("fleet.removing") : t("fleet.remove")}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Box>

      <Box asChild bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <form onSubmit={submit} noValidate aria-labelledby="add-vehicle-heading">
          <Heading as="h2" id="add-vehicle-heading" size="md" mb="4">
            {t("fleet.add")}
          </Heading>
          <Stack gap="4">
            {hasErrors(errors) && (
              <Alert.Root status="error" size="sm" role="alert">
                <Alert.Indicator />
                <Alert.Title>{t("overview.correct")}</Alert.Title>
              </Alert.Root>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {textField("vehicleName", t("vehicle.name"), true, t("vehicle.namePlaceholder"))}
              {textField("licensePlate", t("vehicle.plate"), true, t("vehicle.platePlaceholder"))}
              {textField("vehicleMake", t("vehicle.make"), true)}
              {textField("vehicleModel", t("vehicle.model"), true)}
              {textField("vehicleYear", t("vehicle.year"), false)}
              {textField("vehicleColor", t("vehicle.colour"), false)}
              <FormField label={t("vehicle.type")}>
                <SelectInput
                  value={draft.vehicleType}
                  onChange={set("vehicleType")}
                  placeholder={t("choose")}
                  options={vehicleTypes}
                />
              </FormField>
              <FormField label={t("vehicle.fuel")}>
                <SelectInput
                  value={draft.fuelType}
                  onChange={set("fuelType")}
                  placeholder={t("choose")}
                  options={fuelTypes}
                />
              </FormField>
            </SimpleGrid>
            <Button type="submit" colorPalette="red" alignSelf="flex-start" disabled={adding}>
              {adding ? t("fleet.adding") : t("fleet.addVehicle")}
            </Button>
          </Stack>
        </form>
      </Box>
    </Stack>
  );
}
