import { Alert, Button } from "@chakra-ui/react";

/** A small error box for data that did not load, with "Try again" that asks once more. */
export function LoadErrorAlert({ title, onRetry }: { readonly title: string; readonly onRetry: () => void }) {
  return (
    <Alert.Root status="error" size="sm">
      <Alert.Indicator />
      <Alert.Title>{title}</Alert.Title>
      <Button size="xs" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}
