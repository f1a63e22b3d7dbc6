import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/*
 * Chakra's default system with our brand red and the platform's own fonts: no web-font requests,
 * so the app renders the same offline and in headless browsers.
 */
/*
 * White text on Chakra's solid colours (their 600 shades) is below WCAG's 4.5:1 for body-size text
 * (axe-core, issue 22), and solid buttons lighten to 90 % on hover: these shades pass both ways.
 */
const readableSolid = (palette: string, shade: 700 | 800) => ({
  solid: { value: { _light: `{colors.${palette}.${shade}}`, _dark: `{colors.${palette}.${shade}}` } },
  fg: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.300}` } },
});

const config = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        blue: readableSolid("blue", 700),
        green: readableSolid("green", 800),
        orange: readableSolid("orange", 800),
        red: readableSolid("red", 700),
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
