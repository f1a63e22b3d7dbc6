import { Link, List, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link as RouterLink } from "react-router";
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from "../../shared/config";
import { messageWithElements, useT } from "../../shared/i18n";
import { ContentPage } from "../../shared/ui";
import { legalMessages } from "./messages";

/** The terms of using Roadside, in plain language. */
export function TermsPage() {
  const t = useT(legalMessages);
  const documentTitle = t("terms.documentTitle");

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  const contact = messageWithElements({
    phone: (
      <Link href={telHref(SUPPORT_PHONE)} colorPalette="red" variant="underline" dir="ltr">
        {SUPPORT_PHONE}
      </Link>
    ),
    email: (
      <Link href={`mailto:${SUPPORT_EMAIL}`} colorPalette="red" variant="underline" dir="ltr">
        {SUPPORT_EMAIL}
      </Link>
    ),
    privacy: (
      <Link asChild colorPalette="red" variant="underline">
        <RouterLink to="/privacy">{t("terms.contact.privacyLink")}</RouterLink>
      </Link>
    ),
  });

  return (
    <ContentPage
      title={t("terms.title")}
      subtitle={t("terms.subtitle")}
      back={{ to: "/login", label: t("backToSignIn") }}
    >
      <Text>{t("terms.intro")}</Text>

      <Text as="h2">{t("terms.accounts.heading")}</Text>
      <List.Root ps="5" gap="1">
        <List.Item>{t("terms.accounts.realDetails")}</List.Item>
        <List.Item>{t("terms.accounts.password")}</List.Item>
        <List.Item>{t("terms.accounts.types")}</List.Item>
      </List.Root>

      <Text as="h2">{t("terms.booking.heading")}</Text>
      <List.Root ps="5" gap="1">
        <List.Item>{t("terms.booking.prices")}</List.Item>
        <List.Item>{t("terms.booking.arrival")}</List.Item>
        <List.Item>{t("terms.booking.accuracy")}</List.Item>
        <List.Item>{t("terms.booking.cancel")}</List.Item>
      </List.Root>

      <Text as="h2">{t("terms.providers.heading")}</Text>
      <List.Root ps="5" gap="1">
        <List.Item>{t("terms.providers.licences")}</List.Item>
        <List.Item>{t("terms.providers.jobs")}</List.Item>
        <List.Item>{t("terms.providers.independent")}</List.Item>
      </List.Root>

      <Text as="h2">{t("terms.reviews.heading")}</Text>
      <Text>{t("terms.reviews.text")}</Text>

      <Text as="h2">{t("terms.emergencies.heading")}</Text>
      <Text>{t("terms.emergencies.text")}</Text>

      <Text as="h2">{t("terms.liability.heading")}</Text>
      <Text>{t("terms.liability.text")}</Text>

      <Text as="h2">{t("terms.contact.heading")}</Text>
      <Text>{contact.render(t("terms.contact.text", contact.values))}</Text>
    </ContentPage>
  );
}
