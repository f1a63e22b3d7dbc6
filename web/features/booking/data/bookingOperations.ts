import { graphql } from "../../../shared/graphql";

/** Starting price and arrival range of the four services, for the home's service buttons. */
export const PricingQuery = graphql(`
  query HomePricing {
    towing: pricing(serviceType: TOWING) { ...ServicePrice }
    jumpStart: pricing(serviceType: JUMP_START) { ...ServicePrice }
    tireChange: pricing(serviceType: TIRE_CHANGE) { ...ServicePrice }
    fuelDelivery: pricing(serviceType: FUEL_DELIVERY) { ...ServicePrice }
  }
  fragment ServicePrice on Pricing { serviceType base currency eta { min max } duration { min max } }
`);

export const RankedProviderFields = graphql(`
  fragment RankedProviderFields on RankedProvider {
    rank rankBadge badges comparisonPrice distanceKm etaMinutes rating responseTimeMinutes
    isTopRated isNearest isFastest isHighlighted
    provider { id name phone latitude longitude services totalJobs totalRatings displayRating }
  }
`);

/** Online captains offering a service near a point, best first by the server's ranking. */
export const ProvidersNearQuery = graphql(
  `
  query ProvidersNear($serviceType: ServiceType!, $latitude: Float!, $longitude: Float!, $mode: BookingMode!, $limit: Int!) {
    providersNear(serviceType: $serviceType, latitude: $latitude, longitude: $longitude, mode: $mode, limit: $limit) {
      ...RankedProviderFields
    }
  }
`,
  [RankedProviderFields],
);

/** The nearest captain of each service within 10 km (the "Available Near You" suggestions). */
export const NearbyByServiceQuery = graphql(
  `
  query NearbyByService($latitude: Float!, $longitude: Float!) {
    towing: providersNear(serviceType: TOWING, latitude: $latitude, longitude: $longitude) { ...RankedProviderFields }
    jumpStart: providersNear(serviceType: JUMP_START, latitude: $latitude, longitude: $longitude) { ...RankedProviderFields }
    tireChange: providersNear(serviceType: TIRE_CHANGE, latitude: $latitude, longitude: $longitude) { ...RankedProviderFields }
    fuelDelivery: providersNear(serviceType: FUEL_DELIVERY, latitude: $latitude, longitude: $longitude) { ...RankedProviderFields }
  }
`,
  [RankedProviderFields],
);

export const ScheduleSlotsQuery = graphql(`
  query ScheduleSlots($serviceType: ServiceType!) {
    scheduleSlots(serviceType: $serviceType) {
      date
      slots { time startsAt isPopular price { baseAed totalAed surcharges { kind label amountAed } } }
    }
  }
`);

export const TowingTruckFields = graphql(`
  fragment TowingTruckFields on TowingTruck {
    id truckName truckType capacity compatibleVehicles features isAvailable distanceKm
    currentLatitude currentLongitude providerId provider { name rating online }
  }
`);

export const CompatibleTrucksQuery = graphql(
  `
  query CompatibleTrucks($vehicleType: VehicleType!, $latitude: Float!, $longitude: Float!) {
    compatibleTowingEquipment(vehicleType: $vehicleType, latitude: $latitude, longitude: $longitude) {
      ...TowingTruckFields
    }
  }
`,
  [TowingTruckFields],
);

export const AvailableTrucksQuery = graphql(
  `
  query AvailableTrucks($latitude: Float!, $longitude: Float!) {
    availableTowingEquipment(latitude: $latitude, longitude: $longitude, radiusKm: 25) { ...TowingTruckFields }
  }
`,
  [TowingTruckFields],
);

export const VehicleFields = graphql(`
  fragment VehicleFields on Vehicle {
    id vehicleName vehicleMake vehicleModel vehicleYear vehicleColor licensePlate vehicleType fuelType isDefault
  }
`);

export const MyVehiclesQuery = graphql(
  `
  query MyVehicles { me { id vehicles { ...VehicleFields } } }
`,
  [VehicleFields],
);

export const AddVehicleMutation = graphql(
  `
  mutation AddVehicle($input: AddVehicleInput!) { addVehicle(input: $input) { ...VehicleFields } }
`,
  [VehicleFields],
);

/** What the home shows of a request; tracking arrives through the tracking feature's subscription. */
export const HomeRequestFields = graphql(`
  fragment HomeRequestFields on ServiceRequest {
    id shortId status statusText serviceType priority scheduledAt createdAt
    pickupLocation pickupLatitude pickupLongitude destination destinationLatitude destinationLongitude
    estimatedPrice finalPrice description providerId
    vehicleMake vehicleModel vehicleYear vehicleColor licensePlate
    provider { id name phone displayRating totalJobs responseTimeMinutes }
  }
`);

export const ActiveRequestQuery = graphql(
  `
  query ActiveRequest { activeRequest { ...HomeRequestFields } }
`,
  [HomeRequestFields],
);

export const MyRequestsSubscription = graphql(`
  subscription MyRequestChanges { myRequests { id status statusText } }
`);

export const RequestServiceMutation = graphql(
  `
  mutation RequestService($input: RequestServiceInput!) { requestService(input: $input) { ...HomeRequestFields } }
`,
  [HomeRequestFields],
);
