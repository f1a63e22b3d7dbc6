import { Checkbox, IconButton, Popover, Portal, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useT } from "../../../shared/i18n";
import { LayersIcon } from "../../../shared/ui";
import type { BaseLayer, RoutePreference } from "../mapConstants";
import { mapMessages } from "../messages";

export interface LayersPanelProps {
  /** The base layers this server has a source for (Street always: the offline map at least). */
  readonly bases: readonly BaseLayer[];
  readonly base: BaseLayer;
  readonly onBaseChange: (base: BaseLayer) => void;
  /** null: no traffic source is configured, so no Live Traffic control. */
  readonly traffic: boolean | null;
  readonly onTrafficChange: (enabled: boolean) => void;
  /** The preferences the router tells apart; fewer than two: no choice to offer. */
  readonly routePreferences: readonly RoutePreference[];
  readonly routePreference: RoutePreference;
  readonly onRoutePreferenceChange: (preference: RoutePreference) => void;
  /** True when this server has no street style at all, only the built-in offline map. */
  readonly offline: boolean;
}

/**
 * Base layer, live traffic and route preference (spec §2.5): only the choices this server has a
 * source for, and no button at all when there is nothing to choose.
 */
export function LayersPanel(props: LayersPanelProps) {
  const t = useT(mapMessages);
  const chooseBase = props.bases.length > 1;
  const chooseRoute = props.routePreferences.length > 1;
  if (!chooseBase && props.traffic === null && !chooseRoute) return null;
  const baseLabel: Readonly<Record<BaseLayer, string>> = {
    street: t("layers.street"),
    satellite: t("layers.satellite"),
    terrain: t("layers.terrain"),
  };
  const routeLabel: Readonly<Record<RoutePreference, string>> = {
    fastest: t("layers.fastest"),
    shortest: t("layers.shortest"),
  };
  return (
    <Popover.Root positioning={{ placement: "left-start" }}>
      <Popover.Trigger asChild>
        <IconButton aria-label={t("layers.button")} variant="surface" bg="bg" shadow="md" size="sm">
          <LayersIcon />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="60" aria-label={t("layers.button")}>
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="4">
                {chooseBase && (
                  <RadioGroup.Root
                    size="sm"
                    value={props.base}
                    onValueChange={(details) => {
                      const chosen = props.bases.find((base) => base === details.value);
                      if (chosen) props.onBaseChange(chosen);
                    }}
                  >
                    <RadioGroup.Label fontWeight="semibold" mb="2">
                      {t("layers.base")}
                    </RadioGroup.Label>
                    <Stack gap="2">
                      {props.bases.map((base) => (
                        <RadioGroup.Item key={base} value={base}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{baseLabel[base]}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                    {props.offline && props.base === "street" && (
                      <Text fontSize="xs" color="fg.muted" mt="2">
                        {t("layers.offline")}
                      </Text>
                    )}
                  </RadioGroup.Root>
                )}
                {props.traffic !== null && (
                  <Checkbox.Root
                    size="sm"
                    checked={props.traffic}
                    onCheckedChange={(details) => props.onTrafficChange(details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t("layers.traffic")}</Checkbox.Label>
                  </Checkbox.Root>
                )}
                {chooseRoute && (
                  <RadioGroup.Root
                    size="sm"
                    value={props.routePreference}
                    onValueChange={(details) => {
                      const chosen = props.routePreferences.find(
                        (preference) => preference === details.value,
                      );
                      if (chosen) props.onRoutePreferenceChange(chosen);
                    }}
                  >
                    <RadioGroup.Label fontWeight="semibold" mb="2">
                      {t("layers.route")}
                    </RadioGroup.Label>
                    <Stack gap="2">
                      {props.routePreferences.map((preference) => (
                        <RadioGroup.Item key={preference} value={preference}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{routeLabel[preference]}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
