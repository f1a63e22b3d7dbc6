import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Switch, Text } from "@chakra-ui/react";
import { useState } from "react";
import { type CombinedError, useMutation, useQuery } from "urql";
import { formatNumber } from "../../shared/format";
import { readFragment } from "../../shared/graphql";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { DialogActions } from "../../shared/ui/DialogActions";
import { LoadErrorAlert } from "../../shared/ui/LoadErrorAlert";
import { ModalDialog } from "../../shared/ui/ModalDialog";
import { profileMessages } from "./messages";
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
import { EMPTY_TRUCK_FORM, truckFormOf, truckTypeOptions, truckVehicleOptions } from "./truckForm";

const refusalOf = (error: CombinedError): TruckSaveRefusal => ({
  message: error.graphQLErrors[0]?.message ?? error.message,
  field: error.graphQLErrors[0]?.extensions?.field,
});

/** A captain's "My Fleet": their tow trucks, each editable, retirable and switchable on and off. */
export function TowTruckFleet() {
  const t = useT(profileMessages);
  const [result, reexecute] = useQuery({ query: MyTowTrucksQuery, requestPolicy: "cache-and-network" });
  const typeLabel = (value: string) =>
    truckTypeOptions(t).find((option) => option.value === value)?.label ?? value;
  const vehicleLabel = (value: string) =>
    truckVehicleOptions(t).find((option) => option.value === value)?.label ?? value;
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
    if (answer.error) notify.error(t("trucks.availabilityFailed"), refusalOf(answer.error).message);
    else reload();
  };

  const confirmRetire = async () => {
    if (!retiringTruck) return;
    const answer = await retire({ equipmentId: retiringTruck.id });
    if (answer.error) {
      notify.error(t("trucks.retireFailed"), refusalOf(answer.error).message);
      return;
    }
    notify.success(t("trucks.retired"), t("trucks.retiredText", { name: retiringTruck.truckName }));
    setRetiringTruck(null);
    if (editing?.id === retiringTruck.id) setEditing(null);
    reload();
  };

  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="trucks-heading">
        <Heading as="h2" id="trucks-heading" size="md" mb="1">
          {t("fleet.title")}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t("trucks.intro")}
        </Text>
        {result.error && !result.data && (
          <LoadErrorAlert
            title={t("trucks.loadFailed", { reason: refusalOf(result.error).message })}
            onRetry={reload}
          />
        )}
        {!result.data && !result.error && (
          <Skeleton height="24" borderRadius="lg" aria-label={t("trucks.loading")} />
        )}
        {result.data && trucks.length === 0 && <Text color="fg.muted">{t("trucks.none")}</Text>}
        {trucks.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="3" aria-label={t("trucks.list")}>
            {trucks.map((truck) => (
              <Box as="li" key={truck.id} bg="bg" borderWidth="1px" borderRadius="lg" p="4">
                <HStack justify="space-between" align="start" gap="3" wrap="wrap">
                  <Box minW="0">
                    <HStack gap="2">
                      <Text fontWeight="semibold">{truck.truckName}</Text>
                      <Badge colorPalette={truck.isAvailable ? "green" : "gray"}>
                        {truck.isAvailable ? t("trucks.available") : t("trucks.unavailable")}
                      </Badge>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {typeLabel(truck.truckType)} ·{" "}
                      {formatNumber(truck.capacity, { style: "unit", unit: "kilogram" })}
                      {truck.plate ? ` · ${truck.plate}` : ""}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t("trucks.tows", {
                        vehicles: truck.compatibleVehicles.map(vehicleLabel).join(t("listSeparator")),
                      })}
                      {truck.features.length > 0 ? ` · ${truck.features.join(t("listSeparator"))}` : ""}
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
                      <Switch.HiddenInput aria-label={t("trucks.availableFor", { name: truck.truckName })} />
                      <Switch.Control />
                      <Switch.Label fontSize="sm">{t("trucks.availableSwitch")}</Switch.Label>
                    </Switch.Root>
                    <Button size="sm" variant="outline" onClick={() => setEditing(truck)}>
                      {t("trucks.edit")}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => setRetiringTruck(truck)}
                    >
                      {t("trucks.retire")}
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
          title={t("trucks.editTitle", { name: editing.truckName })}
          initial={truckFormOf(editing)}
          submitLabel={t("trucks.save")}
          onCancel={() => setEditing(null)}
          onSave={async (input) => {
            const answer = await edit({ equipmentId: editing.id, input });
            if (answer.error) return refusalOf(answer.error);
            notify.success(t("trucks.saved"), t("trucks.savedText", { name: input.truckName }));
            setEditing(null);
            reload();
            return null;
          }}
        />
      ) : (
        <TowTruckForm
          title={t("trucks.addTitle")}
          initial={EMPTY_TRUCK_FORM}
          submitLabel={t("trucks.add")}
          onSave={async (input) => {
            const answer = await add({ input });
            if (answer.error) return refusalOf(answer.error);
            notify.success(t("trucks.added"), t("fleet.inFleet", { name: input.truckName }));
            reload();
            return null;
          }}
        />
      )}

      <ModalDialog
        open={retiringTruck !== null}
        onOpenChange={(open) => !open && !retiring && setRetiringTruck(null)}
        title={t("trucks.retireTitle")}
        footer={
          <DialogActions
            onCancel={() => setRetiringTruck(null)}
            cancelDisabled={retiring}
            actionLabel={t("trucks.retire")}
            onAction={() => void confirmRetire()}
            pending={retiring}
            pendingText={t("trucks.retiring")}
          />
        }
      >
        <Text>{t("trucks.retireText", { name: retiringTruck?.truckName ?? "" })}</Text>
      </ModalDialog>
    </Stack>
  );
}
