import { graphql, type ResultOf } from "../../shared/graphql";

export const VehicleFields = graphql(`
  fragment VehicleFields on Vehicle {
    id
    vehicleName
    vehicleMake
    vehicleModel
    vehicleYear
    vehicleColor
    licensePlate
    vehicleType
    fuelType
    isDefault
  }
`);

/** The signed-in user's profile and fleet (spec §2.7). */
export const ProfileQuery = graphql(
  `
    query Profile {
      me {
        id
        name
        email
        phone
        city
        address
        emiratesId
        userType
        createdAt
        vehicles {
          ...VehicleFields
        }
      }
    }
  `,
  [VehicleFields],
);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      name
      phone
      city
      address
      emiratesId
    }
  }
`);

export const AddVehicleMutation = graphql(
  `
    mutation AddVehicle($input: AddVehicleInput!) {
      addVehicle(input: $input) {
        ...VehicleFields
      }
    }
  `,
  [VehicleFields],
);

export const RemoveVehicleMutation = graphql(
  `
    mutation RemoveVehicle($vehicleId: ID!) {
      removeVehicle(vehicleId: $vehicleId) {
        ...VehicleFields
      }
    }
  `,
  [VehicleFields],
);

/** What the Activity and Rewards tabs show: the server's counts over all requests, and the latest few. */
export const ActivityQuery = graphql(`
  query ProfileActivity {
    myActivity {
      requests
      completed
      cancelled
      spentAed
      successPercent
      points
      pointsToGold
    }
    myRequests(limit: 5) {
      items {
        id
        serviceType
        status
        createdAt
        completedAt
        finalPrice
        estimatedPrice
        pickupLocation
      }
      nextCursor
    }
  }
`);

export type Profile = NonNullable<ResultOf<typeof ProfileQuery>["me"]>;
export type ProfileUpdate = ResultOf<typeof UpdateProfileMutation>["updateProfile"];
export type ActivityRequest = ResultOf<typeof ActivityQuery>["myRequests"]["items"][number];
export type Activity = ResultOf<typeof ActivityQuery>["myActivity"];
