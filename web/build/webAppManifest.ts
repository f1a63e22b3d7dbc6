import type { ManifestOptions } from "vite-plugin-pwa";

/** Chakra's red.600: the app's solid red buttons and the logo. */
export const THEME_COLOR = "#dc2626";
/** Chakra's gray.50 (`bg.subtle`): the app's page background, shown while an installed app starts. */
export const BACKGROUND_COLOR = "#fafafa";

/**
 * The web app manifest (/manifest.webmanifest). One start URL for everybody: `/` shows each role
 * its home after sign-in (app/RoleHome.tsx); the shortcuts open captains' and admins' screens directly
 * (the route guards send anyone else to sign in).
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: "/",
  name: "Roadside",
  short_name: "Roadside",
  description:
    "24/7 roadside assistance across the UAE: towing, jump start, tire change and fuel delivery, with live GPS tracking.",
  lang: "en",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ["travel", "navigation"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
  shortcuts: [
    {
      name: "Provider dashboard",
      short_name: "Dashboard",
      description: "Go online, see offers and your active job",
      url: "/provider",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
    },
    {
      name: "Admin panel",
      short_name: "Admin",
      description: "Live overview, captains and requests",
      url: "/admin-panel",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
    },
  ],
};
