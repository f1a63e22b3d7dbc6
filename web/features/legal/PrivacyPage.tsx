import { Link, List, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link as RouterLink } from "react-router";
import { SUPPORT_EMAIL } from "../../shared/config";
import { messageWithElements, useT } from "../../shared/i18n";
import { ContentPage } from "../../shared/ui";
import { legalMessages } from "./messages";

/** What Roadside collects, why, and for how long. */
export function PrivacyPage() {
  const t = useT(legalMessages);
  const documentTitle = t("privacy.documentTitle");

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  const rights = messageWithElements({
    email: (
      <Link href={`mailto:${SUPPORT_EMAIL}`} colorPalette="red" variant="underline" dir="ltr">
        {SUPPORT_EMAIL}
      </Link>
    ),
    terms: (
      <Link asChild colorPalette="red" variant="underline">
        <RouterLink to="/terms">{t("privacy.rights.termsLink")}</RouterLink>
      </Link>
    ),
  });

  return (
    <ContentPage
      title={t("privacy.title")}
      subtitle={t("privacy.subtitle")}
      back={{ to: "/login", label: t("backToSignIn") }}
    >
      <Text>{t("privacy.intro")}</Text>

      <Text as="h2">{t("privacy.collect.heading")}</Text>
      <List.Root ps="5" gap="1">
        <List.Item>{t("privacy.collect.account")}</List.Item>
        <List.Item>{t("privacy.collect.vehicles")}</List.Item>
        <List.Item>{t("privacy.collect.requests")}</List.Item>
        <List.Item>{t("privacy.collect.location")}</List.Item>
      </List.Root>

      <Text as="h2">{t("privacy.use.heading")}</Text>
      <List.Root ps="5" gap="1">
        <List.Item>{t("privacy.use.matching")}</List.Item>
        <List.Item>{t("privacy.use.contact")}</List.Item>
        <List.Item>{t("privacy.use.records")}</List.Item>
      </List.Root>

      <Text as="h2">{t("privacy.sharing.heading")}</Text>
      <Text>{t("privacy.sharing.text")}</Text>

      <Text as="h2">{t("privacy.storage.heading")}</Text>
      <Text>{t("privacy.storage.text")}</Text>

      <Text as="h2">{t("privacy.retention.heading")}</Text>
      <Text>{t("privacy.retention.text")}</Text>

      <Text as="h2">{t("privacy.rights.heading")}</Text>
      <Text>{rights.render(t("privacy.rights.text", rights.values))}</Text>
    </ContentPage>
  );
}
