import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Switch, Text } from "@chakra-ui/react";
import { useState } from "react";
import { type CombinedError, useMutation, useQuery } from "urql";
import { readFragment } from "../../shared/graphql";
import { notify } from "../../shared/toast";
import { DialogActions } from "../../shared/ui/DialogActions";
import { LoadErrorAlert } from "../../shared/ui/LoadErrorAlert";
import { ModalDialog } from "../../shared/ui/ModalDialog";
import { TowTruckForm, type TruckSaveRefusal } from "./TowTruckForm";
import {
  AddTowTruckMutation,
  EditTowTruckMutation,
  MyTowTrucksQuery,
  RetireTowTruckMutation,
  SetTowTruckAvailabilityMutation,
  type TowTruck,
  TowTruckFields,
} from "./towTruckDocuments";
import { EMPTY_TRUCK_FORM, TRUCK_TYPE_OPTIONS, TRUCK_VEHICLE_OPTIONS, truckFormOf } from "./truckForm";

const refusalOf = (error: CombinedError): TruckSaveRefusal => ({
  message: error.graphQLErrors[0]?.message ?? error.message,
  field: error.graphQLErrors[0]?.extensions?.field,
});
const typeLabel = (value: string) =>
  TRUCK_TYPE_OPTIONS.find((option) => option.value === value)?.label ?? value;
const vehicleLabel = (value: string) =>
  TRUCK_VEHICLE_OPTIONS.find((option) => option.value === value)?.label ?? value;

/** A captain's "My Fleet": their tow trucks, each editable, retirable and switchable on and off. */
export function TowTruckFleet() {
  const [result, reexecute] = useQuery({ query: MyTowTrucksQuery, requestPolicy: "cache-and-network" });
  const [, add] = useMutation(AddTowTruckMutation);
  const [, edit] = useMutation(EditTowTruckMutation);
  const [{ fetching: retiring }, retire] = useMutation(RetireTowTruckMutation);
  const [, setAvailability] = useMutation(SetTowTruckAvailabilityMutation);
  const [editing, setEditing] = useState<TowTruck | null>(null);
  const [retiringTruck, setRetiringTruck] = useState<TowTruck | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const reload = () => reexecute({ requestPolicy: "network-only" });
  const trucks = (result.data?.myTowingEquipment ?? []).map((truck) => readFragment(TowTruckFields, truck));

  const toggle = async (truck: TowTruck, isAvailable: boolean) => {
    setSwitching(truck.id);
    const answer = await setAvailability({ equipmentId: truck.id, isAvailable });
    setSwitching(null);
    if (answer.error) notify.error("Could Not Change Availability", refusalOf(answer.error).message);
    else reload();
  };

  const confirmRetire = async () => {
    if (!retiringTruck) return;
    const answer = await retire({ equipmentId: retiringTruck.id });
    if (answer.error) {
      notify.error("Could Not Retire Truck", refusalOf(answer.error).message);
      return;
    }
    notify.success("Truck Retired", `${retiringTruck.truckName} left your fleet.`);
    setRetiringTruck(null);
    if (editing?.id === retiringTruck.id) setEditing(null);
    reload();
  };

  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="trucks-heading">
        <Heading as="h2" id="trucks-heading" size="md" mb="1">
          My Fleet
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          Towing jobs are offered to you only with an available truck that can tow the customer's vehicle.
        </Text>
        {result.error && !result.data && (
          <LoadErrorAlert
            title={`Your trucks could not be loaded: ${refusalOf(result.error).message}`}
            onRetry={reload}
          />
        )}
        {!result.data && !result.error && (
          <Skeleton height="24" borderRadius="lg" aria-label="Loading your trucks" />
        )}
        {result.data && trucks.length === 0 && (
          <Text color="fg.muted">No tow trucks yet. Add one below.</Text>
        )}
        {trucks.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="3" aria-label="Tow trucks">
            {trucks.map((truck) => (
              <Box as="li" key={truck.id} bg="bg" borderWidth="1px" borderRadius="lg" p="4">
                <HStack justify="space-between" align="start" gap="3" wrap="wrap">
                  <Box minW="0">
                    <HStack gap="2">
                      <Text fontWeight="semibold">{truck.truckName}</Text>
                      <Badge colorPalette={truck.isAvailable ? "green" : "gray"}>
                        {truck.isAvailable ? "available" : "unavailable"}
                      </Badge>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {typeLabel(truck.truckType)} · {truck.capacity.toLocaleString("en-AE")} kg
                      {truck.plate ? ` · ${truck.plate}` : ""}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      Tows: {truck.compatibleVehicles.map(vehicleLabel).join(", ")}
                      {truck.features.length > 0 ? ` · ${truck.features.join(", ")}` : ""}
                    </Text>
                  </Box>
                  <HStack gap="2">
                    <Switch.Root
                      size="sm"
                      colorPalette="green"
                      checked={truck.isAvailable}
                      disabled={switching === truck.id}
                      onCheckedChange={(details) => void toggle(truck, details.checked)}
                    >
                      <Switch.HiddenInput aria-label={`${truck.truckName} available for jobs`} />
                      <Switch.Control />
                      <Switch.Label fontSize="sm">Available</Switch.Label>
                    </Switch.Root>
                    <Button size="sm" variant="outline" onClick={() => setEditing(truck)}>
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => setRetiringTruck(truck)}
                    >
                      Retire
                    </Button>
                  </HStack>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </Box>

      {editing ? (
        <TowTruckForm
          key={editing.id}
          title={`Edit ${editing.truckName}`}
          initial={truckFormOf(editing)}
          submitLabel="Save truck"
          onCancel={() => setEditing(null)}
          onSave={async (input) => {
            const answer = await edit({ equipmentId: editing.id, input });
            if (answer.error) return refusalOf(answer.error);
            notify.success("Truck Saved", `${input.truckName} is up to date.`);
            setEditing(null);
            reload();
            return null;
          }}
        />
      ) : (
        <TowTruckForm
          title="Add a tow truck"
          initial={EMPTY_TRUCK_FORM}
          submitLabel="Add truck"
          onSave={async (input) => {
            const answer = await add({ input });
            if (answer.error) return refusalOf(answer.error);
            notify.success("Truck Added", `${input.truckName} is in your fleet.`);
            reload();
            return null;
          }}
        />
      )}

      <ModalDialog
        open={retiringTruck !== null}
        onOpenChange={(open) => !open && !retiring && setRetiringTruck(null)}
        title="Retire truck"
        footer={
          <DialogActions
            onCancel={() => setRetiringTruck(null)}
            cancelDisabled={retiring}
            actionLabel="Retire"
            onAction={() => void confirmRetire()}
            pending={retiring}
            pendingText="Retiring..."
          />
        }
      >
        <Text>
          {retiringTruck?.truckName} leaves your fleet for good: it is never offered, shown or booked again.
        </Text>
      </ModalDialog>
    </Stack>
  );
}
