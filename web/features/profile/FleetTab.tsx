import { Alert, Badge, Box, Button, Heading, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { type FragmentOf, readFragment } from "../../shared/graphql";
import { notify } from "../../shared/toast";
import { FormField } from "../../shared/ui/FormField";
import { SelectInput } from "../../shared/ui/SelectInput";
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

/** Spec §3: the profile form's vehicle types, and the fuel types. */
const VEHICLE_TYPES: readonly { value: VehicleType; label: string }[] = [
  { value: "SEDAN", label: "Sedan" },
  { value: "SUV", label: "SUV" },
  { value: "HATCHBACK", label: "Hatchback" },
  { value: "COUPE", label: "Coupe" },
  { value: "TRUCK", label: "Truck" },
  { value: "MOTORCYCLE", label: "Motorcycle" },
];
const FUEL_TYPES: readonly { value: FuelType; label: string }[] = [
  { value: "PETROL", label: "Petrol" },
  { value: "DIESEL", label: "Diesel" },
  { value: "ELECTRIC", label: "Electric" },
  { value: "HYBRID", label: "Hybrid" },
];
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
  const vehicles = fragments.map((fragment) => readFragment(VehicleFields, fragment));
  const [draft, setDraft] = useState<VehicleForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<VehicleForm>>({});
  const [{ fetching: adding }, add] = useMutation(AddVehicleMutation);
  const [removing, setRemoving] = useState<string | null>(null);
  const [, remove] = useMutation(RemoveVehicleMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateVehicle(draft);
    setErrors(found);
    if (hasErrors(found)) return;
    const result = await add({ input: vehicleInput(draft) });
    if (result.error) {
      notify.error("Failed to Add Vehicle", result.error.graphQLErrors[0]?.message ?? "Please try again");
      return;
    }
    notify.success("Vehicle Added", `${draft.vehicleName.trim()} is in your fleet.`);
    setDraft(EMPTY);
    onChanged();
  };

  const removeOne = async (id: string, name: string) => {
    setRemoving(id);
    const result = await remove({ vehicleId: id });
    setRemoving(null);
    if (result.error) {
      notify.error("Failed to Remove Vehicle", result.error.graphQLErrors[0]?.message ?? "Please try again");
      return;
    }
    notify.success("Vehicle Removed", `${name} was removed.`);
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
          My Fleet
        </Heading>
        {vehicles.length === 0 && <Text color="fg.muted">No saved vehicles yet. Add one below.</Text>}
        {vehicles.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="3" aria-label="Saved vehicles">
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
                    {vehicle.isDefault && <Badge colorPalette="blue">Primary</Badge>}
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
                  aria-label={`Remove ${vehicle.vehicleName}`}
                >
                  {removing === vehicle.id ? "Removing..." : "Remove"}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Box>

      <Box asChild bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <form onSubmit={submit} noValidate aria-labelledby="add-vehicle-heading">
          <Heading as="h2" id="add-vehicle-heading" size="md" mb="4">
            Add a vehicle
          </Heading>
          <Stack gap="4">
            {hasErrors(errors) && (
              <Alert.Root status="error" size="sm" role="alert">
                <Alert.Indicator />
                <Alert.Title>Please correct the highlighted fields</Alert.Title>
              </Alert.Root>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {textField("vehicleName", "Vehicle name", true, "Family car")}
              {textField("licensePlate", "Licence plate", true, "DXB A 12345")}
              {textField("vehicleMake", "Make", true)}
              {textField("vehicleModel", "Model", true)}
              {textField("vehicleYear", "Year", false)}
              {textField("vehicleColor", "Colour", false)}
              <FormField label="Type">
                <SelectInput
                  value={draft.vehicleType}
                  onChange={set("vehicleType")}
                  placeholder="Choose…"
                  options={VEHICLE_TYPES}
                />
              </FormField>
              <FormField label="Fuel">
                <SelectInput
                  value={draft.fuelType}
                  onChange={set("fuelType")}
                  placeholder="Choose…"
                  options={FUEL_TYPES}
                />
              </FormField>
            </SimpleGrid>
            <Button type="submit" colorPalette="red" alignSelf="flex-start" disabled={adding}>
              {adding ? "Adding..." : "Add Vehicle"}
            </Button>
          </Stack>
        </form>
      </Box>
    </Stack>
  );
}
