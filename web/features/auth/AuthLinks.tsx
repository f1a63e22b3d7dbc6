import { HStack, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { useT } from "../../shared/i18n";
import { authMessages } from "./messages";

/** Forgot password, terms and privacy (spec §2.3): under every sign-in form. */
export function AuthLinks({ forgotPassword = true }: { readonly forgotPassword?: boolean }) {
  const t = useT(authMessages);
  return (
    <HStack
      as="nav"
      aria-label={t("links.label")}
      justify="center"
      gap="4"
      wrap="wrap"
      fontSize="sm"
      color="fg.muted"
    >
      {forgotPassword && (
        <Link asChild colorPalette="red" variant="underline">
          <RouterLink to="/forgot-password">{t("links.forgotPassword")}</RouterLink>
        </Link>
      )}
      <Link asChild variant="underline">
        <RouterLink to="/terms">{t("links.terms")}</RouterLink>
      </Link>
      <Link asChild variant="underline">
        <RouterLink to="/privacy">{t("links.privacy")}</RouterLink>
      </Link>
    </HStack>
  );
}
