import { Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { formatAed, formatNumber } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { adminMessages } from "../messages";
import type { Overview } from "./useLiveOverview";

type Region = Overview["regionalPerformance"][number];

/** The sidebar's regional performance list: each of the seven regions with today's requests and revenue. */
export function RegionalPerformanceList({ regions }: { readonly regions: readonly Region[] }) {
  const t = useT(adminMessages);
  const busiest = Math.max(1, ...regions.map((region) => region.requests));
  return (
    <Box>
      <Heading as="h2" size="sm" mb="2">
        {t("regions.performance")}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {regions.map((region) => (
          <Box as="li" key={region.region}>
            <HStack justify="space-between" fontSize="sm">
              <Text fontWeight="medium">{region.region}</Text>
              <Text>{t("regions.requestsShort", { requests: formatNumber(region.requests) })}</Text>
            </HStack>
            <Box h="1.5" bg="whiteAlpha.300" borderRadius="full" overflow="hidden" aria-hidden="true">
              <Box h="full" bg="red.500" width={`${(region.requests / busiest) * 100}%`} />
            </Box>
            <Text fontSize="xs" color="fg.muted">
              {formatAed(region.revenueAed, 0)}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
