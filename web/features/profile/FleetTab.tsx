import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { notify } from "../../shared/toast";
import { addVehicle, fetchVehicles, type NewVehicle, removeVehicle, type UserVehicle } from "./profileApi";
import { validateVehicle } from "./profileValidation";

/** Spec §3: the profile form's vehicle types and the fuel types. */
const VEHICLE_TYPES = ["sedan", "suv", "hatchback", "coupe", "truck", "motorcycle"] as const;
const FUEL_TYPES = ["petrol", "diesel", "electric", "hybrid"] as const;
const EMPTY: NewVehicle = {
  vehicleName: "",
  vehicleMake: "",
  vehicleModel: "",
  vehicleYear: "",
  vehicleColor: "",
  licensePlate: "",
  vehicleType: "",
  fuelType: "",
};

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** "My Fleet": saved vehicles, add and remove (spec §2.7). */
export function FleetTab({ userId }: { readonly userId: string }) {
  const [vehicles, setVehicles] = useState<readonly UserVehicle[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<NewVehicle>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchVehicles(userId, signal)
        .then((list) => {
          setVehicles(list);
          setLoadError(null);
        })
        .catch((error: unknown) => {
          if (!signal?.aborted) setLoadError(error instanceof Error ? error.message : String(error));
        }),
    [userId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const message = validateVehicle(draft);
    setFormError(message);
    if (message) return;
    setAdding(true);
    try {
      await addVehicle(userId, draft);
      notify.success("Vehicle Added", `${draft.vehicleName} is in your fleet.`);
      setDraft(EMPTY);
      await load();
    } catch (error) {
      notify.error("Failed to Add Vehicle", error instanceof Error ? error.message : "Please try again");
    } finally {
      setAdding(false);
    }
  };

  const remove = async (vehicle: UserVehicle) => {
    try {
      await removeVehicle(vehicle.id);
      notify.success("Vehicle Removed", `${vehicle.vehicleName} was removed.`);
      setVehicles((list) => list?.filter((item) => item.id !== vehicle.id) ?? null);
    } catch (error) {
      notify.error("Failed to Remove Vehicle", error instanceof Error ? error.message : "Please try again");
    }
  };

  const set = (key: keyof NewVehicle) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });

  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="fleet-heading">
        <Heading as="h2" id="fleet-heading" size="md" mb="3">
          My Fleet
        </Heading>
        {loadError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Your vehicles could not be loaded</Alert.Title>
              <Alert.Description>{loadError}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {!loadError && vehicles === null && <Skeleton height="24" borderRadius="xl" />}
        {vehicles?.length === 0 && <Text color="fg.muted">No saved vehicles yet. Add one below.</Text>}
        {vehicles && vehicles.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="3">
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
                      .filter(Boolean)
                      .join(" ")}{" "}
                    · {vehicle.licensePlate}
                  </Text>
                </Box>
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => remove(vehicle)}
                  aria-label={`Remove ${vehicle.vehicleName}`}
                >
                  Remove
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Box>

      <Box asChild bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <form onSubmit={add} noValidate>
          <Heading as="h2" size="md" mb="4">
            Add a vehicle
          </Heading>
          <Stack gap="4">
            {formError && (
              <Alert.Root status="error" size="sm" role="alert">
                <Alert.Indicator />
                <Alert.Title>{formError}</Alert.Title>
              </Alert.Root>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root required>
                <Field.Label>
                  Vehicle name <Field.RequiredIndicator />
                </Field.Label>
                <Input value={draft.vehicleName} onChange={set("vehicleName")} placeholder="Family car" />
              </Field.Root>
              <Field.Root required>
                <Field.Label>
                  Licence plate <Field.RequiredIndicator />
                </Field.Label>
                <Input value={draft.licensePlate} onChange={set("licensePlate")} placeholder="DXB A 12345" />
              </Field.Root>
              <Field.Root required>
                <Field.Label>
                  Make <Field.RequiredIndicator />
                </Field.Label>
                <Input value={draft.vehicleMake} onChange={set("vehicleMake")} />
              </Field.Root>
              <Field.Root required>
                <Field.Label>
                  Model <Field.RequiredIndicator />
                </Field.Label>
                <Input value={draft.vehicleModel} onChange={set("vehicleModel")} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Year</Field.Label>
                <Input value={draft.vehicleYear} onChange={set("vehicleYear")} inputMode="numeric" />
              </Field.Root>
              <Field.Root>
                <Field.Label>Colour</Field.Label>
                <Input value={draft.vehicleColor} onChange={set("vehicleColor")} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Type</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={draft.vehicleType} onChange={set("vehicleType")}>
                    <option value="">Choose…</option>
                    {VEHICLE_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {type === "suv" ? "SUV" : capitalise(type)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root>
                <Field.Label>Fuel</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={draft.fuelType} onChange={set("fuelType")}>
                    <option value="">Choose…</option>
                    {FUEL_TYPES.map((fuel) => (
                      <option key={fuel} value={fuel}>
                        {capitalise(fuel)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
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
