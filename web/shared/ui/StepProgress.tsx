import { Box, Flex, HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useT } from "../i18n";
import { uiMessages } from "./messages";

export interface StepProgressProps {
  /** The steps' names, in order. */
  readonly titles: readonly string[];
  /** The index of the step shown now. */
  readonly current: number;
}

/**
 * Where a multi-step dialog is: an ordered list with the current step marked `aria-current="step"`.
 * Chakra's Steps renders a tablist whose tabs only exist with its triggers, which a dialog that
 * validates before moving on cannot offer (axe-core: invalid aria-owns), hence this plain list.
 */
export function StepProgress({ titles, current }: StepProgressProps) {
  const t = useT(uiMessages);
  return (
    <Flex as="ol" aria-label={t("steps.label")} gap="2" align="center" listStyleType="none" m="0" p="0">
      {titles.map((title, index) => {
        const done = index < current;
        const here = index === current;
        return (
          <HStack as="li" key={title} gap="2" flex={index < titles.length - 1 ? "1" : undefined}>
            <Flex
              aria-hidden="true"
              boxSize="6"
              flexShrink="0"
              borderRadius="full"
              align="center"
              justify="center"
              fontSize="xs"
              fontWeight="bold"
              borderWidth="2px"
              borderColor={done || here ? "red.700" : "border"}
              bg={done ? "red.700" : "bg"}
              color={done ? "white" : here ? "red.700" : "fg.muted"}
            >
              {done ? "✓" : index + 1}
            </Flex>
            <Text
              fontSize="sm"
              fontWeight={here ? "semibold" : "normal"}
              aria-current={here ? "step" : undefined}
              whiteSpace="nowrap"
            >
              {title}
              {done && <VisuallyHidden> {t("steps.done")}</VisuallyHidden>}
            </Text>
            {index < titles.length - 1 && (
              <Box aria-hidden="true" flex="1" height="2px" bg={done ? "red.700" : "border"} />
            )}
          </HStack>
        );
      })}
    </Flex>
  );
}
