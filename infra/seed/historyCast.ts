import type { RequestVehicle } from "../../domain/request/events";
import type { LatLng } from "../../domain/rules/distance";
import { SERVICE_TYPES, type ServiceType } from "../../domain/rules/serviceTypes";
import { HUBS, seededRandom } from "../simulator/simulatedPlaces";
import { captainHomes, FLEET_SEED, simulatedCustomerId } from "../simulator/startFleetSimulator";
import { DEMO_ACCOUNTS } from "./demoAccounts";

/** Who books and who drives in the seeded history: the demo accounts and the simulated ones. */

export interface HistoryCustomer {
  id: string;
  /** Index among the simulated customers (ensureCustomer's), or null for a demo customer. */
  simulatedIndex: number | null;
  home: LatLng;
  /** When they sign up (demo customers: before the history begins). */
  joinedAt: number;
  vehicle: RequestVehicle;
}

export interface HistoryCaptain {
  id: string;
  /** Index in the simulated fleet (ensureCaptain's), or null for a demo captain. */
  fleetIndex: number | null;
  town: string;
  start: LatLng;
  home: LatLng;
  services: readonly ServiceType[];
  joinedAt: number;
}

const SIM_VEHICLES: readonly Omit<RequestVehicle, "vehicleId" | "licensePlate">[] = [
  { make: "Toyota", model: "Camry", year: 2021, color: "White", vehicleType: "sedan", fuelType: "petrol" },
  { make: "Nissan", model: "Patrol", year: 2022, color: "White", vehicleType: "suv", fuelType: "petrol" },
  {
    make: "Mitsubishi",
    model: "Pajero",
    year: 2018,
    color: "Silver",
    vehicleType: "suv",
    fuelType: "petrol",
  },
  { make: "Hyundai", model: "Elantra", year: 2020, color: "Grey", vehicleType: "sedan", fuelType: "petrol" },
  { make: "Kia", model: "Picanto", year: 2019, color: "Red", vehicleType: "hatchback", fuelType: "petrol" },
  { make: "Lexus", model: "LX 600", year: 2023, color: "Black", vehicleType: "luxury", fuelType: "petrol" },
  { make: "Tesla", model: "Model 3", year: 2023, color: "Blue", vehicleType: "sedan", fuelType: "electric" },
  { make: "Ford", model: "Ranger", year: 2017, color: "White", vehicleType: "truck", fuelType: "diesel" },
  {
    make: "Chevrolet",
    model: "Tahoe",
    year: 2021,
    color: "Black",
    vehicleType: "heavy-suv",
    fuelType: "petrol",
  },
  { make: "Honda", model: "Accord", year: 2016, color: "Beige", vehicleType: "sedan", fuelType: "petrol" },
];

const PLATE_PREFIX = ["DXB", "AD", "SHJ", "AJM", "UAQ", "RAK", "FUJ"];

/**
 * The cast: demo customers and captains from the start, simulated ones signing up over the first
 * weeks (most before the history begins, the rest as the marketplace grows). The simulated captains
 * are the live fleet's own (same ids, towns and seed), so the fleet that drives after start-up has
 * the history seeded here.
 */
export function historyCast(p: {
  from: number;
  days: number;
  captains: number;
  customers: number;
  random: () => number;
}): { customers: HistoryCustomer[]; captains: HistoryCaptain[] } {
  const dayMs = 86_400_000;
  const joinTime = (share: number) =>
    p.random() < share
      ? p.from - dayMs * (1 + p.random() * 6)
      : p.from + dayMs * p.random() * Math.min(21, p.days / 2);
  const demoStart = p.from - 8 * dayMs;
  const customers: HistoryCustomer[] = DEMO_ACCOUNTS.filter((a) => a.userType === "customer").map((a) => {
    const vehicle = a.vehicles![0]!;
    return {
      id: a.id,
      simulatedIndex: null,
      home: { latitude: a.latitude, longitude: a.longitude },
      joinedAt: demoStart,
      vehicle: {
        vehicleId: vehicle.vehicleId,
        make: vehicle.vehicleMake,
        model: vehicle.vehicleModel,
        year: vehicle.vehicleYear,
        color: vehicle.vehicleColor,
        licensePlate: vehicle.licensePlate,
        vehicleType: vehicle.vehicleType,
        fuelType: vehicle.fuelType,
      },
    };
  });
  for (let index = 0; index < p.customers; index++) {
    const model = SIM_VEHICLES[index % SIM_VEHICLES.length]!;
    customers.push({
      id: simulatedCustomerId(index),
      simulatedIndex: index,
      // ensureCustomer registers them at this hub.
      home: HUBS[index % HUBS.length]!.at,
      joinedAt: joinTime(0.5),
      vehicle: {
        ...model,
        vehicleId: null,
        licensePlate: `${PLATE_PREFIX[index % PLATE_PREFIX.length]} ${String.fromCharCode(65 + (index % 20))} ${10_000 + Math.floor(p.random() * 89_999)}`,
      },
    });
  }
  const captains: HistoryCaptain[] = DEMO_ACCOUNTS.filter(
    (a) => a.userType === "provider" && a.provider !== undefined,
  ).map((a) => ({
    id: a.id,
    fleetIndex: null,
    town: a.city,
    start: { latitude: a.latitude, longitude: a.longitude },
    home: { latitude: a.latitude, longitude: a.longitude },
    services: a.provider!.services,
    joinedAt: demoStart,
  }));
  for (const home of captainHomes(p.captains, seededRandom(FLEET_SEED))) {
    captains.push({
      id: home.id,
      fleetIndex: home.index,
      town: home.town,
      start: home.start,
      home: home.home.at,
      services: SERVICE_TYPES,
      joinedAt: joinTime(0.6),
    });
  }
  return { customers, captains };
}
