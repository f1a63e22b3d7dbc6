import { useMutation, useQuery } from "urql";
import { type ResultOf, readFragment, type VariablesOf } from "../../../shared/graphql";
import { AddVehicleMutation, MyVehiclesQuery, VehicleFields } from "./bookingOperations";

export type SavedVehicle = ResultOf<typeof VehicleFields>;
export type AddVehicleInput = VariablesOf<typeof AddVehicleMutation>["input"];

/** The customer's saved vehicles (primary first), and adding one inline. */
export function useVehicles() {
  const [result, reexecute] = useQuery({ query: MyVehiclesQuery, requestPolicy: "cache-and-network" });
  const [added, addVehicle] = useMutation(AddVehicleMutation);
  const vehicles = (result.data?.me?.vehicles ?? []).map((vehicle) => readFragment(VehicleFields, vehicle));
  return {
    vehicles,
    loaded: result.data !== undefined,
    error: result.error ? result.error.message : null,
    reload: () => reexecute({ requestPolicy: "network-only" }),
    adding: added.fetching,
    /** The saved vehicle, or throws with the server's message. */
    async add(input: AddVehicleInput): Promise<SavedVehicle> {
      const outcome = await addVehicle({ input });
      if (!outcome.data) throw new Error(outcome.error?.graphQLErrors[0]?.message ?? outcome.error?.message ?? "Could not add the vehicle");
      reexecute({ requestPolicy: "network-only" });
      return readFragment(VehicleFields, outcome.data.addVehicle);
    },
  };
}
