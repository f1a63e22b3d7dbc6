import { Icon, type IconProps } from "@chakra-ui/react";

/*
 * The handful of line icons the app uses, drawn inline: no icon font, no request, crisp at any size.
 * Each is decorative (aria-hidden); the control that holds it carries the accessible name.
 */
function LineIcon({ paths, ...props }: IconProps & { readonly paths: readonly string[] }) {
  return (
    <Icon {...props}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </Icon>
  );
}

/** "Back": points the way the reader came from, so it turns round in right-to-left layouts. */
export const ArrowLeftIcon = (props: IconProps) => (
  <LineIcon paths={["M19 12H5", "M12 19l-7-7 7-7"]} _rtl={{ transform: "scaleX(-1)" }} {...props} />
);
export const EyeIcon = (props: IconProps) => (
  <LineIcon
    paths={["M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z", "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z"]}
    {...props}
  />
);
export const EyeOffIcon = (props: IconProps) => (
  <LineIcon
    paths={[
      "M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94",
      "M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19",
      "M14.12 14.12a3 3 0 1 1-4.24-4.24",
      "M1 1l22 22",
    ]}
    {...props}
  />
);
export const TruckIcon = (props: IconProps) => (
  <LineIcon
    paths={[
      "M1 3h15v13H1z",
      "M16 8h4l3 3v5h-7V8z",
      "M5.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
      "M18.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
    ]}
    {...props}
  />
);
export const BatteryIcon = (props: IconProps) => (
  <LineIcon paths={["M2 7h16v10H2z", "M22 11v2", "M7 10l-1 2h3l-1 2"]} {...props} />
);
export const TireIcon = (props: IconProps) => (
  <LineIcon
    paths={[
      "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z",
      "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z",
      "M12 2v6",
      "M12 16v6",
      "M2 12h6",
      "M16 12h6",
    ]}
    {...props}
  />
);
export const FuelIcon = (props: IconProps) => (
  <LineIcon
    paths={[
      "M3 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18",
      "M3 22h12",
      "M7 7h4",
      "M15 10h2a2 2 0 0 1 2 2v4a2 2 0 0 0 4 0V8l-3-3",
    ]}
    {...props}
  />
);
export const ClockIcon = (props: IconProps) => (
  <LineIcon paths={["M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z", "M12 6v6l4 2"]} {...props} />
);
export const ShieldIcon = (props: IconProps) => (
  <LineIcon paths={["M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z", "M9 12l2 2 4-4"]} {...props} />
);
export const MapPinIcon = (props: IconProps) => (
  <LineIcon
    paths={["M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z", "M12 7a3 3 0 1 0 0 6 3 3 0 0 0 0-6z"]}
    {...props}
  />
);
export const PhoneIcon = (props: IconProps) => (
  <LineIcon
    paths={[
      "M22 16.92v3a2 2 0 0 1-2.18 2 19.8 19.8 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.12 4.18 2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z",
    ]}
    {...props}
  />
);
export const MailIcon = (props: IconProps) => (
  <LineIcon
    paths={["M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z", "M22 6l-10 7L2 6"]}
    {...props}
  />
);
export const PlusIcon = (props: IconProps) => <LineIcon paths={["M12 5v14", "M5 12h14"]} {...props} />;
export const MinusIcon = (props: IconProps) => <LineIcon paths={["M5 12h14"]} {...props} />;
export const CrosshairIcon = (props: IconProps) => (
  <LineIcon
    paths={["M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z", "M22 12h-4", "M6 12H2", "M12 6V2", "M12 22v-4"]}
    {...props}
  />
);
export const LayersIcon = (props: IconProps) => (
  <LineIcon paths={["M12 2L2 7l10 5 10-5-10-5z", "M2 17l10 5 10-5", "M2 12l10 5 10-5"]} {...props} />
);
export const SearchIcon = (props: IconProps) => (
  <LineIcon paths={["M11 3a8 8 0 1 0 0 16 8 8 0 0 0 0-16z", "M21 21l-4.35-4.35"]} {...props} />
);
export const UserIcon = (props: IconProps) => (
  <LineIcon
    paths={["M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2", "M12 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8z"]}
    {...props}
  />
);
export const WrenchIcon = (props: IconProps) => (
  <LineIcon
    paths={[
      "M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z",
    ]}
    {...props}
  />
);
export const HomeIcon = (props: IconProps) => (
  <LineIcon paths={["M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z", "M9 22V12h6v10"]} {...props} />
);
export const HistoryIcon = (props: IconProps) => (
  <LineIcon paths={["M3 3v5h5", "M3.05 13A9 9 0 1 0 6 5.3L3 8", "M12 7v5l4 2"]} {...props} />
);
export const CheckIcon = (props: IconProps) => <LineIcon paths={["M20 6L9 17l-5-5"]} {...props} />;
export const StarIcon = (props: IconProps) => (
  <LineIcon
    paths={["M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z"]}
    {...props}
  />
);
export const WifiOffIcon = (props: IconProps) => (
  <LineIcon
    paths={[
      "M1 1l22 22",
      "M16.72 11.06A10.94 10.94 0 0 1 19 12.55",
      "M5 12.55a10.94 10.94 0 0 1 5.17-2.39",
      "M10.71 5.05A16 16 0 0 1 22.58 9",
      "M1.42 9a15.91 15.91 0 0 1 4.7-2.88",
      "M8.53 16.11a6 6 0 0 1 6.95 0",
      "M12 20h.01",
    ]}
    {...props}
  />
);
export const MenuIcon = (props: IconProps) => (
  <LineIcon paths={["M3 12h18", "M3 6h18", "M3 18h18"]} {...props} />
);
export const LogOutIcon = (props: IconProps) => (
  <LineIcon paths={["M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4", "M16 17l5-5-5-5", "M21 12H9"]} {...props} />
);
