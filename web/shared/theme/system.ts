import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/*
 * Chakra's default system with our brand red and the platform's own fonts: no web-font requests,
 * so the app renders the same offline and in headless browsers.
 */
/*
 * White text on Chakra's solid green, orange and red (their 600 shades) is below WCAG's 4.5:1 for
 * body-size text (axe-core, issue 22); the 700 shades pass, in both the badges and the buttons.
 */
const readableSolid = (palette: string) => ({
  solid: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.700}` } },
  fg: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.300}` } },
});

const config = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        green: readableSolid("green"),
        orange: readableSolid("orange"),
        red: readableSolid("red"),
      },
    },
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
