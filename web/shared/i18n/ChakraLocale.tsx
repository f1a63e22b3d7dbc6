import { LocaleProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useLanguage } from "./useLanguage";

/**
 * Tells Chakra (and Ark UI under it) the language: menus, popovers, sliders and toasts place and
 * move themselves right to left in Arabic. Layout itself follows `<html dir>`, which
 * switchLanguage sets, and the logical properties (ms, pe, insetStart) the screens use.
 */
export function ChakraLocale({ children }: { readonly children: ReactNode }) {
  const language = useLanguage();
  return <LocaleProvider locale={`${language}-AE`}>{children}</LocaleProvider>;
}
