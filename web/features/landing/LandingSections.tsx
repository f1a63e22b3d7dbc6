import { Badge, Box, Heading, HStack, SimpleGrid, Square, Stack, Text, Wrap } from "@chakra-ui/react";
import { EMIRATES } from "../../../domain/rules/emirates";
import {
  BatteryIcon,
  ClockIcon,
  FuelIcon,
  MapPinIcon,
  ShieldIcon,
  TireIcon,
  TruckIcon,
} from "../../shared/ui";

const SERVICES = [
  {
    title: "Towing",
    text: "Flatbed and wheel-lift recovery to a garage or home, for sedans up to heavy SUVs.",
    icon: TruckIcon,
  },
  {
    title: "Jump Start",
    text: "A flat battery boosted on the spot, or replaced when it is beyond saving.",
    icon: BatteryIcon,
  },
  {
    title: "Tire Change",
    text: "Your spare fitted, or a puncture repaired where you stopped.",
    icon: TireIcon,
  },
  { title: "Fuel Delivery", text: "Petrol or diesel brought to you when the tank runs dry.", icon: FuelIcon },
] as const;

const REASONS = [
  { title: "24/7 Service", text: "Day or night, weekends and holidays.", icon: ClockIcon },
  { title: "GPS Tracking", text: "Follow your captain live on the map until they arrive.", icon: MapPinIcon },
  { title: "Licensed & Insured", text: "Every provider is licensed and insured.", icon: ShieldIcon },
  { title: "15-30 min", text: "Average response time.", icon: TruckIcon },
] as const;

function SectionHeading({
  id,
  title,
  text,
}: {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}) {
  return (
    <Stack gap="1" mb="5">
      <Heading as="h2" id={id} size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
    </Stack>
  );
}

export function OurServices() {
  return (
    <Box as="section" aria-labelledby="services-heading">
      <SectionHeading
        id="services-heading"
        title="Our Services"
        text="Help for the problems that stop you on the road."
      />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {SERVICES.map(({ title, text, icon: ServiceIcon }) => (
          <Box as="li" key={title} bg="bg" borderWidth="1px" borderRadius="xl" p="5">
            <Square size="10" borderRadius="lg" bg="red.100" color="red.700" mb="3">
              <ServiceIcon boxSize="5" />
            </Square>
            <Heading as="h3" size="md" mb="1">
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export function WhyChooseUs() {
  return (
    <Box as="section" aria-labelledby="why-heading">
      <SectionHeading
        id="why-heading"
        title="Why Choose Us"
        text="Fast, trackable help from people you can trust."
      />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {REASONS.map(({ title, text, icon: ReasonIcon }) => (
          <HStack as="li" key={title} align="start" gap="3" bg="bg" borderWidth="1px" borderRadius="xl" p="4">
            <Square size="9" borderRadius="full" bg="blue.100" color="blue.700" flexShrink="0">
              <ReasonIcon boxSize="4" />
            </Square>
            <Box>
              <Text fontWeight="semibold">{title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {text}
              </Text>
            </Box>
          </HStack>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export function ServiceCoverage() {
  return (
    <Box as="section" aria-labelledby="coverage-heading">
      <SectionHeading
        id="coverage-heading"
        title="Service Coverage"
        text="Captains on the road in all seven emirates, centred on Dubai."
      />
      <Wrap as="ul" listStyleType="none" gap="2">
        {EMIRATES.map((emirate) => (
          <li key={emirate}>
            <Badge
              size="lg"
              variant="surface"
              colorPalette={emirate === "Dubai" ? "red" : "gray"}
              px="3"
              py="1.5"
            >
              <MapPinIcon boxSize="3.5" /> {emirate}
            </Badge>
          </li>
        ))}
      </Wrap>
    </Box>
  );
}
