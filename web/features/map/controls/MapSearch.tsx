import { Box, IconButton, Input, InputGroup, Text } from "@chakra-ui/react";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import type { LatLng } from "../../../shared/geo";
import { useT } from "../../../shared/i18n";
import { SearchIcon } from "../../../shared/ui";
import {
  type GeoPlace,
  SuggestionOption,
  suggestionKey,
  useHighlightedSuggestion,
  usePlaceSuggestions,
} from "../../places";
import { mapMessages } from "../messages";
import type { KnownPlace } from "../places";

function foundPlace(place: GeoPlace): KnownPlace {
  return {
    query: place.label.toLowerCase(),
    label: place.label,
    at: { latitude: place.latitude, longitude: place.longitude },
  };
}

/**
 * The map's search box: the same place search as the booking forms (typos allowed, the built-in
 * gazetteer or the configured geocoder); choosing a suggestion, or Enter, flies the map there.
 */
export function MapSearch({
  onFind,
  near,
}: {
  readonly onFind: (place: KnownPlace) => void;
  /** The map's centre: among equally good matches, the nearest come first. */
  readonly near: LatLng | null;
}) {
  const t = useT(mapMessages);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [missed, setMissed] = useState(false);
  const listId = useId();
  const hintId = useId();
  const suggestions = usePlaceSuggestions(text, near, open);
  const highlighted = useHighlightedSuggestion(suggestions.places);
  const active = highlighted.index;

  const find = (place: GeoPlace) => {
    setText(place.label);
    setOpen(false);
    setMissed(false);
    onFind(foundPlace(place));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const place = highlighted.place;
    if (place && !suggestions.loading) find(place);
    else setMissed(text.trim() !== "" && !suggestions.loading);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.places.length;
    if (event.key === "ArrowDown" && count > 0) {
      event.preventDefault();
      setOpen(true);
      highlighted.next();
    } else if (event.key === "ArrowUp" && count > 0) {
      event.preventDefault();
      highlighted.previous();
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const showList = open && text.trim().length >= 2 && suggestions.places.length > 0;
  return (
    <Box
      as="form"
      role="search"
      onSubmit={submit}
      width="full"
      maxW={{ base: "full", md: "sm" }}
      position="relative"
    >
      <InputGroup
        endElement={
          <IconButton type="submit" aria-label={t("search.submit")} variant="ghost" size="xs" me="-2">
            <SearchIcon />
          </IconButton>
        }
      >
        <Input
          bg="bg"
          shadow="md"
          placeholder={t("search.placeholder")}
          aria-label={t("search.label")}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList ? `${listId}-${active}` : undefined}
          aria-describedby={missed ? hintId : undefined}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            highlighted.reset();
            setMissed(false);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </InputGroup>
      {showList && (
        <Box
          id={listId}
          role="listbox"
          aria-label={t("search.results")}
          aria-busy={suggestions.loading}
          position="absolute"
          zIndex="dropdown"
          insetX="0"
          mt="1"
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          shadow="md"
          maxH="60"
          overflowY="auto"
        >
          {suggestions.places.map((place, index) => (
            <SuggestionOption
              key={suggestionKey(place)}
              id={`${listId}-${index}`}
              place={place}
              active={index === active}
              onHover={() => highlighted.highlight(index)}
              onChoose={find}
            />
          ))}
        </Box>
      )}
      <Text
        id={hintId}
        aria-live="polite"
        fontSize="xs"
        mt="1"
        px="2"
        py={missed || suggestions.error ? "1" : "0"}
        bg={missed || suggestions.error ? "bg" : "transparent"}
        borderRadius="md"
        shadow={missed || suggestions.error ? "sm" : "none"}
      >
        {suggestions.error
          ? t("search.failed", { error: suggestions.error })
          : missed
            ? t("search.none")
            : null}
      </Text>
    </Box>
  );
}
