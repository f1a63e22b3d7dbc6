import { randomUUID } from "node:crypto";
import { requestService } from "../../command-api/commands/requestCommands";
import { filsToAed } from "../../domain/money/fils";
import { quoteLines, totalsOf } from "../../domain/money/priceLines";
import { combine, type Rate } from "../lib/measure";
import type { BenchApp } from "./benchApp";
import { type LoadTarget, runLoadClient } from "./runLoadClient";

export interface ReadComparison {
  clients: number;
  rest: Rate & { cpuMsPerRequest: number };
  graphql: Rate & { cpuMsPerRequest: number };
  /** GraphQL requests/s over REST's. */
  ratio: number;
  rounds: { rest: Rate; graphql: Rate }[];
}

/** Every field GET /api/requests/{id} answers, asked for by name over GraphQL: the same read, two ways. */
const REQUEST_QUERY = `query Request($id: ID!) { request(id: $id) {
  id customerId providerId serviceType status priority paymentMethod pickupLocation pickupLatitude pickupLongitude
  pickupEmirate destination destinationLatitude destinationLongitude vehicleMake vehicleModel vehicleYear vehicleColor
  licensePlate vehicleDetails { make model year color } description estimatedPrice finalPrice towingEquipmentId
  offeredTo scheduledAt createdAt acceptedAt startedAt completedAt cancelledAt customerRating customerReview
  providerRating providerReview } }`;

/**
 * One customer reads their request as fast as `clients` concurrent loops in a separate process allow,
 * through REST and through GraphQL in alternating rounds (a noisy neighbour hits both alike). Each answer
 * is checked for the id.
 */
export async function readThroughput(
  bench: BenchApp,
  options: { clients: number; rounds: number; roundSeconds: number; warmUpSeconds: number },
): Promise<ReadComparison> {
  const { app } = bench;
  const customerId = randomUUID();
  const requestId = randomUUID();
  // Quoted inline and paid in cash: the bench measures reads, not the card processor.
  const lines = quoteLines({ serviceType: "towing", scheduledAt: null, chosenProviderRank: null });
  const { position } = await requestService(app.commands)(
    {
      requestId,
      serviceType: "towing",
      priority: "high",
      paymentMethod: "cash",
      pickup: { location: "Burj Khalifa", latitude: 25.1972, longitude: 55.2744 },
      destination: { location: "Al Quoz", latitude: 25.135, longitude: 55.23 },
      vehicle: {
        vehicleId: null,
        make: "Toyota",
        model: "Land Cruiser",
        year: 2022,
        color: "white",
        licensePlate: "D 54321",
        vehicleType: "suv",
        fuelType: "petrol",
      },
      description: "Flat battery in the car park",
      estimatedPrice: filsToAed(totalsOf(lines).grossFils),
      providerId: null,
      towingEquipmentId: null,
      scheduledAt: null,
      inlineQuoteLines: lines,
    },
    { actor: { userId: customerId, role: "customer" }, correlationId: randomUUID(), causationId: null },
  );
  await app.runner.waitForPosition(position!);
  const cookie = await bench.cookieFor(customerId, "customer");

  const rest: LoadTarget = {
    url: `${app.url}/api/requests/${requestId}`,
    method: "GET",
    headers: { cookie },
    body: null,
  };
  const graphql: LoadTarget = {
    url: `${app.url}/graphql`,
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ query: REQUEST_QUERY, variables: { id: requestId } }),
  };
  const load = (target: LoadTarget, seconds: number, warmUpSeconds: number) =>
    runLoadClient({ ...target, expectId: requestId, clients: options.clients, seconds, warmUpSeconds });

  // Both paths warmed up first (the JIT, Apollo's document cache, the pool), then alternating rounds.
  await load(rest, 0, options.warmUpSeconds);
  await load(graphql, 0, options.warmUpSeconds);
  const rounds: { rest: Rate; graphql: Rate }[] = [];
  const cpu = { rest: 0, graphql: 0 };
  for (let i = 0; i < options.rounds; i++) {
    const restRound = await cpuTimed(() => load(rest, options.roundSeconds, 0));
    const graphqlRound = await cpuTimed(() => load(graphql, options.roundSeconds, 0));
    cpu.rest += restRound.cpuMs;
    cpu.graphql += graphqlRound.cpuMs;
    rounds.push({ rest: restRound.value, graphql: graphqlRound.value });
  }
  const restTotal = combine(rounds.map((r) => r.rest));
  const graphqlTotal = combine(rounds.map((r) => r.graphql));
  // The server's CPU per request (the client runs elsewhere): barely moved by a noisy neighbour.
  const restRate = { ...restTotal, cpuMsPerRequest: round2(cpu.rest / restTotal.events) };
  const graphqlRate = { ...graphqlTotal, cpuMsPerRequest: round2(cpu.graphql / graphqlTotal.events) };
  return {
    clients: options.clients,
    rest: restRate,
    graphql: graphqlRate,
    ratio: Math.round((graphqlRate.perSecond / restRate.perSecond) * 100) / 100,
    rounds,
  };
}

async function cpuTimed<T>(work: () => Promise<T>): Promise<{ value: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const value = await work();
  const used = process.cpuUsage(before);
  return { value, cpuMs: (used.user + used.system) / 1000 };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
