import { Box, IconButton, Input, InputGroup, Text } from "@chakra-ui/react";
import { type FormEvent, useId, useState } from "react";
import { SearchIcon } from "../../../shared/ui";
import { KNOWN_PLACES, type KnownPlace, matchPlace } from "../places";

/** "Search Dubai locations...": only the product's known places are found (spec §5). */
export function MapSearch({ onFind }: { readonly onFind: (place: KnownPlace) => void }) {
  const [text, setText] = useState("");
  const [missed, setMissed] = useState(false);
  const listId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const place = matchPlace(text);
    setMissed(place === null && text.trim() !== "");
    if (place) onFind(place);
  };

  return (
    <Box as="form" role="search" onSubmit={submit} width="full" maxW={{ base: "full", md: "sm" }}>
      <InputGroup
        endElement={
          <IconButton type="submit" aria-label="Search" variant="ghost" size="xs" me="-2">
            <SearchIcon />
          </IconButton>
        }
      >
        <Input
          bg="bg"
          shadow="md"
          placeholder="Search Dubai locations..."
          aria-label="Search Dubai locations"
          aria-describedby={missed ? hintId : undefined}
          list={listId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setMissed(false);
          }}
        />
      </InputGroup>
      <datalist id={listId}>
        {KNOWN_PLACES.map((place) => (
          <option key={place.query} value={place.label} />
        ))}
      </datalist>
      <Text
        id={hintId}
        aria-live="polite"
        fontSize="xs"
        mt="1"
        px="2"
        py={missed ? "1" : "0"}
        bg={missed ? "bg" : "transparent"}
        borderRadius="md"
        shadow={missed ? "sm" : "none"}
      >
        {missed ? `Try one of: ${KNOWN_PLACES.map((place) => place.label).join(", ")}.` : ""}
      </Text>
    </Box>
  );
}
