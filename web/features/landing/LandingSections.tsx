import { Badge, Box, Heading, HStack, SimpleGrid, Square, Stack, Text, Wrap } from "@chakra-ui/react";
import { EMIRATES, type Emirate } from "../../../domain/rules/emirates";
import { formatNumber } from "../../shared/format";
import { useT } from "../../shared/i18n";
import {
  BatteryIcon,
  ClockIcon,
  FuelIcon,
  MapPinIcon,
  ShieldIcon,
  TireIcon,
  TruckIcon,
} from "../../shared/ui";
import { landingMessages } from "./messages";

/** The average response time the landing promises, in minutes. */
const RESPONSE_MINUTES = { min: 15, max: 30 } as const;

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
  const t = useT(landingMessages);
  const services = [
    { key: "towing", title: t("service.towing.title"), text: t("service.towing.text"), icon: TruckIcon },
    {
      key: "jump-start",
      title: t("service.jumpStart.title"),
      text: t("service.jumpStart.text"),
      icon: BatteryIcon,
    },
    {
      key: "tire-change",
      title: t("service.tireChange.title"),
      text: t("service.tireChange.text"),
      icon: TireIcon,
    },
    {
      key: "fuel-delivery",
      title: t("service.fuelDelivery.title"),
      text: t("service.fuelDelivery.text"),
      icon: FuelIcon,
    },
  ];
  return (
    <Box as="section" aria-labelledby="services-heading">
      <SectionHeading id="services-heading" title={t("services.title")} text={t("services.text")} />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {services.map(({ key, title, text, icon: ServiceIcon }) => (
          <Box as="li" key={key} bg="bg" borderWidth="1px" borderRadius="xl" p="5">
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
  const t = useT(landingMessages);
  const reasons = [
    { key: "all-hours", title: t("reason.allHours.title"), text: t("reason.allHours.text"), icon: ClockIcon },
    { key: "tracking", title: t("reason.tracking.title"), text: t("reason.tracking.text"), icon: MapPinIcon },
    { key: "licensed", title: t("reason.licensed.title"), text: t("reason.licensed.text"), icon: ShieldIcon },
    {
      key: "response",
      title: t("reason.response.title", {
        min: formatNumber(RESPONSE_MINUTES.min),
        max: formatNumber(RESPONSE_MINUTES.max),
      }),
      text: t("reason.response.text"),
      icon: TruckIcon,
    },
  ];
  return (
    <Box as="section" aria-labelledby="why-heading">
      <SectionHeading id="why-heading" title={t("why.title")} text={t("why.text")} />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {reasons.map(({ key, title, text, icon: ReasonIcon }) => (
          <HStack as="li" key={key} align="start" gap="3" bg="bg" borderWidth="1px" borderRadius="xl" p="4">
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
  const t = useT(landingMessages);
  const emirateName: Readonly<Record<Emirate, string>> = {
    Dubai: t("emirate.dubai"),
    "Abu Dhabi": t("emirate.abuDhabi"),
    Sharjah: t("emirate.sharjah"),
    Ajman: t("emirate.ajman"),
    "Ras Al Khaimah": t("emirate.rasAlKhaimah"),
    Fujairah: t("emirate.fujairah"),
    "Umm Al Quwain": t("emirate.ummAlQuwain"),
  };
  return (
    <Box as="section" aria-labelledby="coverage-heading">
      <SectionHeading id="coverage-heading" title={t("coverage.title")} text={t("coverage.text")} />
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
              <MapPinIcon boxSize="3.5" /> {emirateName[emirate]}
            </Badge>
          </li>
        ))}
      </Wrap>
    </Box>
  );
}
