import type { Emirate, ServiceType, VehicleType } from "../../domain/shared/values";

/**
 * Spec §2.3: one admin, three customers and three providers, shown on the sign-in screen.
 * Fixed ids make seeding idempotent and let the demo panel and tests name them.
 * The shared demo password is printed in the README's demo section, never used outside the demo.
 */
export const DEMO_PASSWORD = "demo1234";

export interface DemoVehicle {
  vehicleId: string;
  vehicleName: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: number;
  vehicleColor: string;
  licensePlate: string;
  vehicleType: VehicleType;
  fuelType: "petrol" | "diesel" | "electric" | "hybrid";
}

export interface DemoTruck {
  equipmentId: string;
  truckName: string;
  truckType: "flatbed" | "wheel-lift" | "integrated" | "heavy-duty" | "motorcycle";
  capacityKg: number;
  compatibleVehicles: VehicleType[];
  features: string[];
  plate: string;
}

export interface DemoAccount {
  id: string;
  userType: "admin" | "customer" | "provider";
  name: string;
  email: string;
  phone: string;
  city: Emirate;
  latitude: number;
  longitude: number;
  vehicles?: DemoVehicle[];
  provider?: { services: ServiceType[]; trucks: DemoTruck[] };
}

/**
 * Beside the panel's seven: one captain who completed onboarding and waits for review (issue 19), so
 * the demo admin sees the verification queue work. Not on the sign-in panel (the spec's panel has
 * three providers); it exists only as the queue's first entry until an admin acts on it.
 */
export const PENDING_DEMO_CAPTAIN: DemoAccount = {
  id: "0190a000-0000-7000-8000-000000000024",
  userType: "provider",
  name: "Saeed Desert Recovery",
  email: "saeed@captains.ae",
  phone: "+971 56 654 3210",
  city: "Ajman",
  latitude: 25.4052,
  longitude: 55.5136,
  provider: {
    services: ["towing", "jump-start", "tire-change"],
    trucks: [
      {
        equipmentId: "0190a000-0000-7000-8000-000000000241",
        truckName: "Desert Flatbed",
        truckType: "flatbed",
        capacityKg: 4000,
        compatibleVehicles: ["sedan", "suv", "heavy-suv", "hatchback"],
        features: ["Winch", "Sand tracks"],
        plate: "Ajman B 31870",
      },
    ],
  },
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: "0190a000-0000-7000-8000-000000000001",
    userType: "admin",
    name: "Operations Admin",
    email: "admin@roadside.ae",
    phone: "+971 4 555 0100",
    city: "Dubai",
    latitude: 25.2048,
    longitude: 55.2708,
  },
  {
    id: "0190a000-0000-7000-8000-000000000011",
    userType: "customer",
    name: "Aisha Al Mansoori",
    email: "aisha@example.ae",
    phone: "+971 50 123 4567",
    city: "Dubai",
    latitude: 25.1972,
    longitude: 55.2744,
    vehicles: [
      {
        vehicleId: "0190a000-0000-7000-8000-000000000111",
        vehicleName: "Family SUV",
        vehicleMake: "Toyota",
        vehicleModel: "Land Cruiser",
        vehicleYear: 2022,
        vehicleColor: "White",
        licensePlate: "DXB A 12345",
        vehicleType: "suv",
        fuelType: "petrol",
      },
      {
        vehicleId: "0190a000-0000-7000-8000-000000000112",
        vehicleName: "City Car",
        vehicleMake: "Honda",
        vehicleModel: "Civic",
        vehicleYear: 2020,
        vehicleColor: "Silver",
        licensePlate: "DXB B 67890",
        vehicleType: "sedan",
        fuelType: "petrol",
      },
    ],
  },
  {
    id: "0190a000-0000-7000-8000-000000000012",
    userType: "customer",
    name: "Rahul Menon",
    email: "rahul@example.ae",
    phone: "+971 55 234 5678",
    city: "Abu Dhabi",
    latitude: 24.4539,
    longitude: 54.3773,
    vehicles: [
      {
        vehicleId: "0190a000-0000-7000-8000-000000000121",
        vehicleName: "Work Pickup",
        vehicleMake: "Nissan",
        vehicleModel: "Navara",
        vehicleYear: 2019,
        vehicleColor: "Grey",
        licensePlate: "AD 5 44321",
        vehicleType: "truck",
        fuelType: "diesel",
      },
    ],
  },
  {
    id: "0190a000-0000-7000-8000-000000000013",
    userType: "customer",
    name: "Sarah Johnson",
    email: "sarah@example.ae",
    phone: "+971 52 345 6789",
    city: "Sharjah",
    latitude: 25.3463,
    longitude: 55.4209,
    vehicles: [
      {
        vehicleId: "0190a000-0000-7000-8000-000000000131",
        vehicleName: "Weekend Car",
        vehicleMake: "BMW",
        vehicleModel: "X5",
        vehicleYear: 2023,
        vehicleColor: "Black",
        licensePlate: "SHJ 3 11223",
        vehicleType: "luxury",
        fuelType: "hybrid",
      },
    ],
  },
  {
    id: "0190a000-0000-7000-8000-000000000021",
    userType: "provider",
    name: "Khalid Recovery Services",
    email: "khalid@captains.ae",
    phone: "+971 50 987 6543",
    city: "Dubai",
    latitude: 25.21,
    longitude: 55.28,
    provider: {
      services: ["towing", "jump-start", "tire-change", "fuel-delivery"],
      trucks: [
        {
          equipmentId: "0190a000-0000-7000-8000-000000000211",
          truckName: "Flatbed 1",
          truckType: "flatbed",
          capacityKg: 3500,
          compatibleVehicles: ["sedan", "suv", "luxury", "hatchback", "coupe"],
          features: ["Winch", "Soft straps", "GPS tracked"],
          plate: "Dubai A 48213",
        },
        {
          equipmentId: "0190a000-0000-7000-8000-000000000212",
          truckName: "Heavy Lifter",
          truckType: "heavy-duty",
          capacityKg: 12000,
          compatibleVehicles: ["heavy-suv", "truck", "suv"],
          features: ["Underlift", "Air brakes"],
          plate: "Dubai H 90417",
        },
      ],
    },
  },
  {
    id: "0190a000-0000-7000-8000-000000000022",
    userType: "provider",
    name: "Omar Quick Assist",
    email: "omar@captains.ae",
    phone: "+971 55 876 5432",
    city: "Dubai",
    latitude: 25.08,
    longitude: 55.14,
    provider: {
      services: ["jump-start", "tire-change", "fuel-delivery"],
      trucks: [],
    },
  },
  {
    id: "0190a000-0000-7000-8000-000000000023",
    userType: "provider",
    name: "Emirates Tow & Go",
    email: "towgo@captains.ae",
    phone: "+971 52 765 4321",
    city: "Sharjah",
    latitude: 25.33,
    longitude: 55.39,
    provider: {
      services: ["towing", "jump-start"],
      trucks: [
        {
          equipmentId: "0190a000-0000-7000-8000-000000000231",
          truckName: "Wheel-lift Unit",
          truckType: "wheel-lift",
          capacityKg: 2500,
          compatibleVehicles: ["sedan", "hatchback", "coupe"],
          features: ["Quick hook-up"],
          plate: "Sharjah 3 27765",
        },
        {
          equipmentId: "0190a000-0000-7000-8000-000000000232",
          truckName: "Bike Carrier",
          truckType: "motorcycle",
          capacityKg: 600,
          compatibleVehicles: ["motorcycle"],
          features: ["Wheel chocks"],
          plate: "Sharjah 2 55102",
        },
      ],
    },
  },
];
