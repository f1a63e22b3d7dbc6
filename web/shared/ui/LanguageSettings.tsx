import { Stack } from "@chakra-ui/react";
import { useSyncExternalStore } from "react";
import { saveAccountLanguage } from "../api";
import {
  currentDigits,
  type Digits,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  onDigitsChange,
  switchDigits,
  switchLanguage,
  useLanguage,
  useT,
} from "../i18n";
import { useSession } from "../session";
import { notify } from "../toast";
import { FormField } from "./FormField";
import { uiMessages } from "./messages";
import { SelectInput } from "./SelectInput";

/**
 * The settings page's language and digits: the language as in the top bar's switch (saved on the
 * account when signed in), the digits for this browser (Western by default, Arabic-Indic on request).
 */
export function LanguageSettings() {
  const t = useT(uiMessages);
  const language = useLanguage();
  const digits = useSyncExternalStore(onDigitsChange, currentDigits, currentDigits);
  const { user } = useSession();
  const chooseLanguage = async (value: string) => {
    if (!isLanguage(value) || value === language) return;
    await switchLanguage(value);
    if (!user) return;
    try {
      await saveAccountLanguage(value);
    } catch {
      notify.warning(t("language.notSaved"), t("language.notSavedText"));
    }
  };
  const digitOptions: { value: Digits; label: string }[] = [
    { value: "latn", label: t("digits.latn") },
    { value: "arab", label: t("digits.arab") },
  ];
  return (
    <Stack gap="4" maxW="sm">
      <FormField label={t("language.label")}>
        <SelectInput
          value={language}
          options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          onChange={(event) => void chooseLanguage(event.target.value)}
        />
      </FormField>
      <FormField label={t("digits.label")}>
        <SelectInput
          value={digits}
          options={digitOptions}
          onChange={(event) => switchDigits(event.target.value === "arab" ? "arab" : "latn")}
        />
      </FormField>
    </Stack>
  );
}
