import { Box, Button, HStack, Input, Spinner, Stack, Text } from "@chakra-ui/react";
import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from "react";
import { formatNumber } from "../../shared/format";
import type { LatLng } from "../../shared/geo";
import { useT } from "../../shared/i18n";
import { FormField } from "../../shared/ui/FormField";
import { placesMessages } from "./messages";
import { type ChosenPlace, type PlaceFieldValue, placeFieldProblem, positionPlace } from "./placeField";
import { type GeoPlace, reversePlace } from "./placesApi";
import { SuggestionOption, suggestionKey } from "./SuggestionOption";
import { useHighlightedSuggestion } from "./useHighlightedSuggestion";
import { usePlaceSuggestions } from "./usePlaceSuggestions";

// MapLibre is loaded only when someone opens the pin map.
const PinMap = lazy(() => import("./PinMap"));

export interface PlacePickerProps {
  /** "Pickup location", "Destination". */
  readonly label: string;
  readonly value: PlaceFieldValue;
  readonly onChange: (value: PlaceFieldValue) => void;
  readonly required?: boolean;
  readonly placeholder?: string;
  /** The customer's GPS position: "Use my position", the search's ranking and the pin's start. */
  readonly userLocation: LatLng;
  /** Show the field's problem even before the customer left it (after a submit attempt). */
  readonly showProblem?: boolean;
}

/** A coordinate to five decimals (about a metre), in the reader's digits: "25.12345". */
const coordinate = (degrees: number) =>
  formatNumber(degrees, { minimumFractionDigits: 5, maximumFractionDigits: 5, useGrouping: false });

/**
 * A place field: search as you type with suggestions, "Use my position", and "Pick on map" (a pin
 * dropped or dragged). The coordinates kept are those the customer chose; typed text that was not
 * resolved to a place is reported under the field, and the dialog refuses to submit it.
 */
export function PlacePicker(props: PlacePickerProps) {
  const t = useT(placesMessages);
  const { value, onChange, userLocation } = props;
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const [naming, setNaming] = useState(false);
  const namingFor = useRef<AbortController | null>(null);
  const latest = useRef(value);
  latest.current = value;
  const listId = useId();
  const near = value.place ?? userLocation;
  const suggestions = usePlaceSuggestions(value.text, near, open && value.place === null);
  const highlighted = useHighlightedSuggestion(suggestions.places);
  const active = highlighted.index;
  const what = props.label.toLowerCase();
  const problem = placeFieldProblem(value, props.required ?? false, what);
  const shownProblem =
    problem && (left || props.showProblem) && !open
      ? problem.kind === "empty"
        ? t("problem.empty", { what: problem.what })
        : t("problem.unresolved", { text: problem.text })
      : null;
  // "Pinned point (25.12345, 55.12345)": a point's label until (or when no) reverse geocoding names it.
  const pinnedText = (at: LatLng) =>
    t("pinnedPoint", { latitude: coordinate(at.latitude), longitude: coordinate(at.longitude) });
  const myPositionText = (at: LatLng) =>
    t("myPosition", { latitude: coordinate(at.latitude), longitude: coordinate(at.longitude) });

  const choose = (place: GeoPlace) => {
    namingFor.current?.abort();
    onChange({
      text: place.label,
      place: { location: place.label, latitude: place.latitude, longitude: place.longitude },
    });
    setOpen(false);
  };

  /** Keeps the point; its label becomes the nearest place's name once the server answers. */
  const choosePoint = (at: LatLng, provisional: string) => {
    namingFor.current?.abort();
    const place = positionPlace(at, provisional);
    onChange({ text: provisional, place });
    setOpen(false);
    const controller = new AbortController();
    namingFor.current = controller;
    setNaming(true);
    reversePlace(at, controller.signal)
      .then((named) => {
        // Only if the customer has not chosen something else meanwhile.
        if (!named || latest.current.place !== place) return;
        const labelled: ChosenPlace = { ...place, location: named.label };
        onChange({ text: named.label, place: labelled });
      })
      .catch(() => {
        // No name: the coordinates label stands, and the point is what counts.
      })
      .finally(() => {
        if (namingFor.current === controller) setNaming(false);
      });
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
    } else if (event.key === "Enter" && open && count > 0) {
      event.preventDefault();
      const place = highlighted.place;
      if (place) choose(place);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const showList = open && value.place === null && value.text.trim().length >= 2;
  return (
    <Stack gap="1">
      <FormField label={props.label} required={props.required ?? false} error={shownProblem}>
        <Box position="relative" width="full">
          <Input
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && suggestions.places[active] ? `${listId}-${active}` : undefined}
            autoComplete="off"
            value={value.text}
            placeholder={props.placeholder}
            onChange={(event) => {
              namingFor.current?.abort();
              onChange({ text: event.target.value, place: null });
              setOpen(true);
              highlighted.reset();
              setLeft(false);
            }}
            onFocus={() => value.place === null && setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setLeft(true);
            }}
            onKeyDown={onKeyDown}
          />
          {showList && (
            <Box
              id={listId}
              role="listbox"
              // Still answering for the latest text: the options shown may be for the text before.
              aria-busy={suggestions.loading}
              aria-label={t("suggestions", { label: props.label })}
              position="absolute"
              zIndex="dropdown"
              top="100%"
              insetX="0"
              mt="1"
              bg="bg"
              borderWidth="1px"
              borderRadius="md"
              shadow="md"
              maxH="60"
              overflowY="auto"
            >
              {suggestions.loading && suggestions.places.length === 0 ? (
                <HStack px="3" py="2" color="fg.muted" fontSize="sm">
                  <Spinner size="xs" />
                  <Text>{t("searching")}</Text>
                </HStack>
              ) : suggestions.error ? (
                <Text px="3" py="2" fontSize="sm" color="red.600">
                  {t("searchFailed", { error: suggestions.error })}
                </Text>
              ) : suggestions.places.length === 0 ? (
                <Text px="3" py="2" fontSize="sm" color="fg.muted">
                  {t("noPlace")}
                </Text>
              ) : (
                suggestions.places.map((place, index) => (
                  <SuggestionOption
                    key={suggestionKey(place)}
                    id={`${listId}-${index}`}
                    place={place}
                    active={index === active}
                    onHover={() => highlighted.highlight(index)}
                    onChoose={choose}
                  />
                ))
              )}
            </Box>
          )}
        </Box>
      </FormField>
      <HStack gap="2" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          onClick={() => choosePoint(userLocation, myPositionText(userLocation))}
        >
          {t("useMyPosition")}
        </Button>
        <Button size="xs" variant="outline" aria-expanded={mapOpen} onClick={() => setMapOpen((o) => !o)}>
          {mapOpen ? t("hideMap") : t("pickOnMap")}
        </Button>
        {naming && (
          <Text fontSize="xs" color="fg.muted" role="status">
            {t("naming")}
          </Text>
        )}
      </HStack>
      {mapOpen && (
        <Suspense fallback={<Text fontSize="sm">{t("loadingMap")}</Text>}>
          <PinMap at={near} label={props.label} onPick={(at) => choosePoint(at, pinnedText(at))} />
        </Suspense>
      )}
    </Stack>
  );
}
