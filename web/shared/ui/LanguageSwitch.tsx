import { Button, type ButtonProps } from "@chakra-ui/react";
import { saveAccountLanguage } from "../api";
import { LANGUAGE_NAMES, type Language, switchLanguage, useLanguage, useT } from "../i18n";
import { useSession } from "../session";
import { notify } from "../toast";
import { uiMessages } from "./messages";

/**
 * Switches the app between English and Arabic. The button names the other language in that
 * language ("العربية" / "English"), as a reader of it looks for it; the accessible name says what
 * pressing does. Signed in, the choice is also saved on the account for the user's other devices.
 */
export function LanguageSwitch(props: Omit<ButtonProps, "onClick" | "children">) {
  const t = useT(uiMessages);
  const language = useLanguage();
  const { user } = useSession();
  const other: Language = language === "ar" ? "en" : "ar";
  const choose = async () => {
    await switchLanguage(other);
    if (!user) return;
    try {
      await saveAccountLanguage(other);
    } catch {
      notify.warning(t("language.notSaved"), t("language.notSavedText"));
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      {...props}
      lang={other}
      aria-label={t("language.switchTo", { language: LANGUAGE_NAMES[other] })}
      onClick={() => void choose()}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
