import { HStack, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

/** Forgot password, terms and privacy (spec §2.3): under every sign-in form. */
export function AuthLinks({ forgotPassword = true }: { readonly forgotPassword?: boolean }) {
  return (
    <HStack
      as="nav"
      aria-label="Account help"
      justify="center"
      gap="4"
      wrap="wrap"
      fontSize="sm"
      color="fg.muted"
    >
      {forgotPassword && (
        <Link asChild colorPalette="red" variant="underline">
          <RouterLink to="/forgot-password">Forgot password?</RouterLink>
        </Link>
      )}
      <Link asChild variant="underline">
        <RouterLink to="/terms">Terms of Service</RouterLink>
      </Link>
      <Link asChild variant="underline">
        <RouterLink to="/privacy">Privacy Policy</RouterLink>
      </Link>
    </HStack>
  );
}
