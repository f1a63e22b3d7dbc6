import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/*
 * Chakra's default system with our brand red and the platform's own fonts: no web-font requests,
 * so the app renders the same offline and in headless browsers.
 */
const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: {
          value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
  },
  globalCss: {
    "html, body, #root": { height: "100%" },
  },
});

export const system = createSystem(defaultConfig, config);
