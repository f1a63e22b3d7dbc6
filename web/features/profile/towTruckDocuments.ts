import { graphql, type ResultOf, type VariablesOf } from "../../shared/graphql";

export const TowTruckFields = graphql(`
  fragment TowTruckFields on TowingTruck {
    id
    truckName
    truckType
    capacity
    compatibleVehicles
    features
    plate
    isAvailable
  }
`);

/** The signed-in captain's own tow trucks (retired ones are gone). */
export const MyTowTrucksQuery = graphql(
  `
    query MyTowTrucks {
      myTowingEquipment {
        ...TowTruckFields
      }
    }
  `,
  [TowTruckFields],
);

export const AddTowTruckMutation = graphql(
  `
    mutation AddTowTruck($input: TowingEquipmentInput!) {
      addTowingEquipment(input: $input) {
        ...TowTruckFields
      }
    }
  `,
  [TowTruckFields],
);

export const EditTowTruckMutation = graphql(
  `
    mutation EditTowTruck($equipmentId: ID!, $input: TowingEquipmentInput!) {
      editTowingEquipment(equipmentId: $equipmentId, input: $input) {
        ...TowTruckFields
      }
    }
  `,
  [TowTruckFields],
);

export const RetireTowTruckMutation = graphql(`
  mutation RetireTowTruck($equipmentId: ID!) {
    retireTowingEquipment(equipmentId: $equipmentId)
  }
`);

export const SetTowTruckAvailabilityMutation = graphql(
  `
    mutation SetTowTruckAvailability($equipmentId: ID!, $isAvailable: Boolean!) {
      setTowingEquipmentAvailability(equipmentId: $equipmentId, isAvailable: $isAvailable) {
        ...TowTruckFields
      }
    }
  `,
  [TowTruckFields],
);

export type TowTruck = ResultOf<typeof TowTruckFields>;
export type TowTruckInput = VariablesOf<typeof AddTowTruckMutation>["input"];
