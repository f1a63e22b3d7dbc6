import { Box, Text } from "@chakra-ui/react";
import type { GeoPlace } from "./placesApi";

/** One place in a suggestion list (an ARIA listbox whose input keeps the focus). */
export function SuggestionOption(props: {
  readonly place: GeoPlace;
  /** The option's id, for the input's aria-activedescendant. */
  readonly id: string;
  readonly active: boolean;
  readonly onHover: () => void;
  readonly onChoose: (place: GeoPlace) => void;
}) {
  const { place } = props;
  return (
    <Box
      id={props.id}
      role="option"
      aria-selected={props.active}
      px="3"
      py="2"
      cursor="pointer"
      bg={props.active ? "bg.muted" : undefined}
      // Keep the input focused, so its blur does not close the list before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={props.onHover}
      onClick={() => props.onChoose(place)}
    >
      <Text fontSize="sm">{place.label}</Text>
    </Box>
  );
}

/** The key of a place in a list: its label and point. */
export const suggestionKey = (place: GeoPlace) => `${place.label}-${place.latitude}-${place.longitude}`;
