import { Alert } from "@chakra-ui/react";

/** The form's one validation message (spec §5), announced when it appears. */
export function FormError({ id, message }: { readonly id: string; readonly message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" id={id} size="sm" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
