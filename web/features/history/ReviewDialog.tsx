import { Button, CloseButton, Dialog, Field, HStack, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { useId, useState } from "react";
import { notify } from "../../shared/toast";
import { StarIcon } from "../../shared/ui";
import {
  canSubmitReview,
  commentCounter,
  EMPTY_REVIEW,
  filledStars,
  MAX_RATING,
  REVIEW_COMMENT_MAX_CHARS,
  type ReviewDraft,
  reviewCaption,
  reviewPayload,
} from "./reviewDraft";

export interface ReviewDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Sends the review; a rejection shows the failure toast and keeps the dialog open. */
  readonly onSubmit: (review: { readonly rating: string; readonly comment: string | null }) => Promise<void>;
}

const STARS = Array.from({ length: MAX_RATING }, (_, i) => i + 1);

/** "Rate Your Experience" (spec §2.9): stars with hover preview, caption, optional comment with a counter. */
export function ReviewDialog({ open, onOpenChange, onSubmit }: ReviewDialogProps) {
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY_REVIEW);
  const [pending, setPending] = useState(false);
  const counterId = useId();
  const caption = reviewCaption(draft);
  const filled = filledStars(draft);

  const close = () => {
    setDraft(EMPTY_REVIEW);
    onOpenChange(false);
  };

  const submit = async () => {
    const payload = reviewPayload(draft);
    if (!payload.ok) {
      notify.error("Error", payload.error);
      return;
    }
    setPending(true);
    try {
      await onSubmit({ rating: payload.rating, comment: payload.comment });
      notify.success("Review Submitted", "Thank you for your feedback!");
      close();
    } catch {
      notify.error("Error", "Failed to submit review");
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? onOpenChange(true) : close())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Rate Your Experience</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Stack gap="2" align="center">
                  <HStack
                    gap="1"
                    role="radiogroup"
                    aria-label="Rating"
                    onMouseLeave={() => setDraft((current) => ({ ...current, hover: 0 }))}
                  >
                    {STARS.map((star) => (
                      <Button
                        key={star}
                        role="radio"
                        aria-checked={draft.rating === star}
                        aria-label={`${star} star${star === 1 ? "" : "s"}`}
                        variant="ghost"
                        size="lg"
                        px="1"
                        color={star <= filled ? "yellow.500" : "fg.subtle"}
                        onMouseEnter={() => setDraft((current) => ({ ...current, hover: star }))}
                        onClick={() => setDraft((current) => ({ ...current, rating: star }))}
                      >
                        <StarIcon boxSize="8" fill={star <= filled ? "currentColor" : "none"} />
                      </Button>
                    ))}
                  </HStack>
                  <Text minH="6" fontWeight="medium" aria-live="polite" textAlign="center">
                    {caption ?? "Tap a star to rate"}
                  </Text>
                </Stack>
                <Field.Root>
                  <Field.Label>Comment (optional)</Field.Label>
                  <Textarea
                    value={draft.comment}
                    maxLength={REVIEW_COMMENT_MAX_CHARS}
                    rows={4}
                    placeholder="Tell us about the service"
                    aria-describedby={counterId}
                    onChange={(event) => setDraft((current) => ({ ...current, comment: event.target.value }))}
                  />
                  <Text id={counterId} fontSize="xs" color="fg.muted" alignSelf="flex-end">
                    {commentCounter(draft.comment)}
                  </Text>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={pending}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={submit} disabled={!canSubmitReview(draft, pending)}>
                {pending ? "Submitting..." : "Submit Review"}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
