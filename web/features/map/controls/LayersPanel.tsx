import { Checkbox, IconButton, Popover, Portal, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { LayersIcon } from "../../../shared/ui";
import { BASE_LAYERS, type BaseLayer, type RoutePreference } from "../mapConstants";

const BASE_LABEL: Record<BaseLayer, string> = {
  street: "Street",
  satellite: "Satellite",
  terrain: "Terrain",
};
const ROUTE_LABEL: Record<RoutePreference, string> = { fastest: "Fastest", shortest: "Shortest" };

export interface LayersPanelProps {
  readonly base: BaseLayer;
  readonly onBaseChange: (base: BaseLayer) => void;
  readonly traffic: boolean;
  readonly onTrafficChange: (enabled: boolean) => void;
  readonly routePreference: RoutePreference;
  readonly onRoutePreferenceChange: (preference: RoutePreference) => void;
  /** The preferences the server's router tells apart; the choice is shown only when there are two. */
  readonly routePreferences: readonly RoutePreference[];
  /** True when the base layers are the built-in offline look, not configured tile styles. */
  readonly offline: boolean;
}

/** Base layer, live traffic and route preference (spec §2.5). */
export function LayersPanel(props: LayersPanelProps) {
  return (
    <Popover.Root positioning={{ placement: "left-start" }}>
      <Popover.Trigger asChild>
        <IconButton aria-label="Map layers" variant="surface" bg="bg" shadow="md" size="sm">
          <LayersIcon />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="60">
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="4">
                <RadioGroup.Root
                  size="sm"
                  value={props.base}
                  onValueChange={(details) => {
                    if (details.value && (BASE_LAYERS as readonly string[]).includes(details.value)) {
                      props.onBaseChange(details.value as BaseLayer);
                    }
                  }}
                >
                  <RadioGroup.Label fontWeight="semibold" mb="2">
                    Base map
                  </RadioGroup.Label>
                  <Stack gap="2">
                    {BASE_LAYERS.map((base) => (
                      <RadioGroup.Item key={base} value={base}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{BASE_LABEL[base]}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                  {props.offline && (
                    <Text fontSize="xs" color="fg.muted" mt="2">
                      Offline map: detailed street tiles are not set up on this server.
                    </Text>
                  )}
                </RadioGroup.Root>
                <Checkbox.Root
                  size="sm"
                  checked={props.traffic}
                  onCheckedChange={(details) => props.onTrafficChange(details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Live Traffic</Checkbox.Label>
                </Checkbox.Root>
                {props.routePreferences.length > 1 && (
                  <RadioGroup.Root
                    size="sm"
                    value={props.routePreference}
                    onValueChange={(details) => {
                      if (
                        details.value &&
                        (props.routePreferences as readonly string[]).includes(details.value)
                      ) {
                        props.onRoutePreferenceChange(details.value as RoutePreference);
                      }
                    }}
                  >
                    <RadioGroup.Label fontWeight="semibold" mb="2">
                      Route preference
                    </RadioGroup.Label>
                    <Stack gap="2">
                      {props.routePreferences.map((preference) => (
                        <RadioGroup.Item key={preference} value={preference}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{ROUTE_LABEL[preference]}</RadioGroup.ItemText>
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
