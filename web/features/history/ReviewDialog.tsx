import { Button, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useId, useState } from "react";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { StarIcon } from "../../shared/ui";
import { DialogActions } from "../../shared/ui/DialogActions";
import { FormField } from "../../shared/ui/FormField";
import { ModalDialog } from "../../shared/ui/ModalDialog";
import { historyMessages } from "./messages";
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
  const t = useT(historyMessages);
  const captions: Readonly<Record<number, string>> = {
    1: t("review.caption.1"),
    2: t("review.caption.2"),
    3: t("review.caption.3"),
    4: t("review.caption.4"),
    5: t("review.caption.5"),
  };
  // The rule (which star's caption shows) is reviewDraft's; the words are the catalogue's.
  const caption = reviewCaption(draft) === null ? null : (captions[filledStars(draft)] ?? null);
  const filled = filledStars(draft);

  const close = () => {
    setDraft(EMPTY_REVIEW);
    onOpenChange(false);
  };

  const submit = async () => {
    const payload = reviewPayload(draft);
    if (!payload.ok) {
      notify.error(t("review.error"), t("review.missingRating"));
      return;
    }
    setPending(true);
    try {
      await onSubmit({ rating: payload.rating, comment: payload.comment });
      notify.success(t("review.submitted"), t("review.thanks"));
      close();
    } catch {
      notify.error(t("review.error"), t("review.failed"));
    } finally {
      setPending(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t("review.title")}
      positionerProps={{ px: "4" }}
      footer={
        <DialogActions
          onCancel={close}
          cancelDisabled={pending}
          actionLabel={pending ? t("review.submitting") : t("review.submit")}
          onAction={submit}
          actionDisabled={!canSubmitReview(draft, pending)}
        />
      }
    >
      <Stack gap="5">
        <Stack gap="2" align="center">
          <HStack
            gap="1"
            role="radiogroup"
            aria-label={t("review.rating")}
            onMouseLeave={() => setDraft((current) => ({ ...current, hover: 0 }))}
          >
            {STARS.map((star) => (
              <Button
                key={star}
                role="radio"
                aria-checked={draft.rating === star}
                aria-label={t("review.stars", { count: star })}
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
            {caption ?? t("review.tap")}
          </Text>
        </Stack>
        <FormField label={t("review.comment")}>
          <Textarea
            value={draft.comment}
            maxLength={REVIEW_COMMENT_MAX_CHARS}
            rows={4}
            placeholder={t("review.placeholder")}
            aria-describedby={counterId}
            onChange={(event) => setDraft((current) => ({ ...current, comment: event.target.value }))}
          />
          <Text id={counterId} fontSize="xs" color="fg.muted" alignSelf="flex-end">
            {commentCounter(draft.comment)}
          </Text>
        </FormField>
      </Stack>
    </ModalDialog>
  );
}
