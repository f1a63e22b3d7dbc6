import { Box, Heading, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { GOLD_TIER_POINTS, POINTS_PER_COMPLETED_SERVICE, REWARDS } from "../../../domain/rules/loyalty";
import { formatNumber } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { profileMessages } from "./messages";
import type { Activity } from "./profileQueries";

/** Loyalty points from completed services, the rewards they unlock and the way to Gold (spec §2.7). */
export function RewardsTab({ activity }: { readonly activity: Activity }) {
  const { points, pointsToGold } = activity;
  const t = useT(profileMessages);
  const rewardNames: Readonly<Record<string, string>> = {
    "Premium Support": t("reward.Premium Support"),
    "Free Service": t("reward.Free Service"),
  };
  return (
    <Stack gap="4">
      <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <Text color="fg.muted" fontSize="sm">
          {t("rewards.points")}
        </Text>
        <Text fontSize="3xl" fontWeight="bold" aria-live="polite">
          {formatNumber(points)}
        </Text>
        <Progress.Root
          value={Math.min(100, (points / GOLD_TIER_POINTS) * 100)}
          colorPalette="yellow"
          mt="3"
          aria-label={t("rewards.progress")}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" mt="2">
          {pointsToGold > 0 ? t("rewards.toGold", { count: pointsToGold }) : t("rewards.gold")}
        </Text>
        <Text fontSize="xs" color="fg.muted" mt="1">
          {t("rewards.earn", { points: POINTS_PER_COMPLETED_SERVICE })}
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
                {rewardNames[reward.name] ?? reward.name}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {t("rewards.cost", { count: reward.points })}
              </Text>
            </Box>
            <Text
              fontSize="sm"
              fontWeight="medium"
              color={points >= reward.points ? "green.700" : "fg.muted"}
            >
              {points >= reward.points
                ? t("rewards.unlocked")
                : t("rewards.more", { count: reward.points - points })}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
