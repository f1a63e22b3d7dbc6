import { Box, CloseButton } from "@chakra-ui/react";
import type { Map as MapLibreMap } from "maplibre-gl";
import { type ReactNode, useEffect, useState } from "react";
import { useT } from "../../shared/i18n";
import { mapMessages } from "./messages";
import type { LatLng } from "./types";

export interface MapPopupProps {
  readonly map: MapLibreMap;
  readonly at: LatLng;
  readonly label: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A card pinned above a point of the map, following it as the map moves. Plain React over the
 * canvas: no maplibre Popup, so it takes Chakra styles and needs no glyphs. Escape closes it.
 */
export function MapPopup({ map, at, label, onClose, children }: MapPopupProps) {
  const t = useT(mapMessages);
  const [, setFrame] = useState(0);

  useEffect(() => {
    const rerender = () => setFrame((frame) => frame + 1);
    map.on("move", rerender);
    return () => {
      map.off("move", rerender);
    };
  }, [map]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  const point = map.project([at.longitude, at.latitude]);
  return (
    <Box
      role="dialog"
      aria-label={label}
      position="absolute"
      left={`${point.x}px`}
      top={`${point.y}px`}
      transform="translate(-50%, calc(-100% - 16px))"
      zIndex="2"
      bg="bg"
      borderRadius="lg"
      shadow="lg"
      borderWidth="1px"
      p="3"
      pe="9"
      minW="48"
      maxW="72"
      fontSize="sm"
      _after={{
        content: '""',
        position: "absolute",
        left: "50%",
        bottom: "-7px",
        width: "12px",
        height: "12px",
        bg: "bg",
        borderRightWidth: "1px",
        borderBottomWidth: "1px",
        transform: "translateX(-50%) rotate(45deg)",
      }}
    >
      <CloseButton
        size="2xs"
        position="absolute"
        top="1.5"
        insetEnd="1.5"
        aria-label={t("popup.close")}
        onClick={onClose}
      />
      {children}
    </Box>
  );
}
