import { Box, Heading, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { GOLD_TIER_POINTS, POINTS_PER_COMPLETED_SERVICE, REWARDS } from "../../../domain/rules/loyalty";
import type { Activity } from "./profileQueries";

/** Loyalty points from completed services, the rewards they unlock and the way to Gold (spec §2.7). */
export function RewardsTab({ activity }: { readonly activity: Activity }) {
  const { points, pointsToGold } = activity;
  return (
    <Stack gap="4">
      <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <Text color="fg.muted" fontSize="sm">
          Loyalty points
        </Text>
        <Text fontSize="3xl" fontWeight="bold" aria-live="polite">
          {points.toLocaleString("en-AE")}
        </Text>
        <Progress.Root
          value={Math.min(100, (points / GOLD_TIER_POINTS) * 100)}
          colorPalette="yellow"
          mt="3"
          aria-label="Progress to Gold"
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" mt="2">
          {pointsToGold > 0 ? `${pointsToGold} points to reach Gold` : "You are a Gold member"}
        </Text>
        <Text fontSize="xs" color="fg.muted" mt="1">
          Every completed service earns {POINTS_PER_COMPLETED_SERVICE} points.
        </Text>
      </Box>
      <Stack as="ul" listStyleType="none" gap="3">
        {REWARDS.map((reward) => (
          <HStack
            as="li"
            key={reward.name}
            bg="bg"
            borderWidth="1px"
            borderRadius="xl"
            p="4"
            justify="space-between"
          >
            <Box>
              <Heading as="h3" size="sm">
                {reward.name}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {reward.points} points
              </Text>
            </Box>
            <Text
              fontSize="sm"
              fontWeight="medium"
              color={points >= reward.points ? "green.600" : "fg.muted"}
            >
              {points >= reward.points ? "Unlocked" : `${reward.points - points} more points`}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
