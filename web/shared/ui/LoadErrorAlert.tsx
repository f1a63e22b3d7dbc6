import { Alert, Button } from "@chakra-ui/react";
import { useT } from "../i18n";
import { uiMessages } from "./messages";

/** A small error box for data that did not load, with "Try again" that asks once more. */
export function LoadErrorAlert({ title, onRetry }: { readonly title: string; readonly onRetry: () => void }) {
  const t = useT(uiMessages);
  return (
    <Alert.Root status="error" size="sm">
      <Alert.Indicator />
      <Alert.Title>{title}</Alert.Title>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {t("tryAgain")}
      </Button>
    </Alert.Root>
  );
}
