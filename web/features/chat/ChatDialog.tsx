import { Box, Button, HStack, Image, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useMutation, useQuery, useSubscription } from "urql";
import { MAX_CHAT_MESSAGE_CHARS } from "../../../domain/chat/commands";
import { formatTime } from "../../shared/format";
import { readFragment } from "../../shared/graphql";
import { useT } from "../../shared/i18n";
import { useSession } from "../../shared/session";
import { notify } from "../../shared/toast";
import { LoadErrorAlert } from "../../shared/ui/LoadErrorAlert";
import { ModalDialog } from "../../shared/ui/ModalDialog";
import { attachmentProblem, canSend, receiverOf } from "./chatAttachment";
import {
  type ChatMessage,
  ChatMessagesAddedSubscription,
  ChatMessagesQuery,
  MessageFields,
  SendChatMessageMutation,
} from "./chatQueries";
import { mergeMessages } from "./mergeMessages";
import { chatMessages } from "./messages";
import { sendChatImage } from "./sendChatImage";

export interface ChatDialogProps {
  /** The request whose two parties chat (its customer and its provider). */
  readonly requestId: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Who is on the other side, for the title (e.g. the captain's name). */
  readonly otherPartyName?: string | null;
}

/**
 * The chat dialog (spec §2.6): the history once, then new messages live from the chatMessagesAdded
 * subscription instead of a 2 s poll. Enter sends; an empty message cannot be sent (spec §5).
 */
export function ChatDialog({ requestId, open, onOpenChange, otherPartyName }: ChatDialogProps) {
  const { user } = useSession();
  const [text, setText] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const t = useT(chatMessages);
  const [sent, setSent] = useState<readonly ChatMessage[]>([]);
  /** Text messages shown at once, before the server has them; each goes when its send ends. */
  const [pending, setPending] = useState<readonly ChatMessage[]>([]);
  const [history, refetch] = useQuery({
    query: ChatMessagesQuery,
    variables: { requestId },
    pause: !open,
    requestPolicy: "network-only",
  });
  // Subscribed once the history is in, from its newest message: one sent in between still arrives.
  // The cursor is fixed at the first history read, so later refetches do not restart the subscription.
  const [cursor, setCursor] = useState<{ afterMessageId: string | null } | null>(null);
  const loaded = history.data?.chatMessages;
  useEffect(() => {
    if (!open) setCursor(null);
    else if (loaded && cursor === null) {
      const newest = loaded.at(-1);
      setCursor({ afterMessageId: newest ? readFragment(MessageFields, newest).id : null });
    }
  }, [open, loaded, cursor]);
  const [live] = useSubscription(
    {
      query: ChatMessagesAddedSubscription,
      variables: {
        requestId,
        afterMessageId: cursor?.afterMessageId ?? null,
        fromStart: cursor !== null && cursor.afterMessageId === null,
      },
      pause: !open || cursor === null,
    },
    (previous: readonly ChatMessage[] = [], data) => [
      ...previous,
      ...data.chatMessagesAdded.map((m) => readFragment(MessageFields, m)),
    ],
  );
  // The server ends the subscription with FORBIDDEN when the caller stops being a party (a captain who declined).
  const accessEnded = live.error?.graphQLErrors.some((e) => e.extensions?.code === "FORBIDDEN") ?? false;
  const [{ fetching: sendingText }, send] = useMutation(SendChatMessageMutation);
  const sending = sendingText || uploading;
  const bottom = useRef<HTMLDivElement>(null);

  const messages = useMemo(
    () =>
      mergeMessages(
        (history.data?.chatMessages ?? []).map((m) => readFragment(MessageFields, m)),
        live.data ?? [],
        sent,
        // Last: once the server's copy of a message is in, it is the one shown.
        pending,
      ),
    [history.data, live.data, sent, pending],
  );
  const unconfirmed = useMemo(() => new Set(pending), [pending]);

  useEffect(() => {
    if (messages.length > 0) bottom.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length]);

  const attach = (file: File | null) => {
    const problem = file ? attachmentProblem(file) : null;
    // attachmentProblem says which rule the file broke; the words are the catalogue's.
    if (problem?.includes("10MB")) notify.error(t("tooLarge"), t("tooLargeText"));
    else if (problem) notify.error(t("notImage"), t("notImageText"));
    setPhoto(file && !problem ? file : null);
    if (photoInput.current && (!file || problem)) photoInput.current.value = "";
  };

  const sendPhoto = async (image: File, content: string): Promise<ChatMessage | null> => {
    const request = history.data?.request;
    const receiverId = request && user ? receiverOf(request, user.id) : null;
    if (!user || !receiverId) return null;
    setUploading(true);
    try {
      return await sendChatImage(requestId, {
        senderId: user.id,
        receiverId,
        content,
        messageId: crypto.randomUUID(),
        image,
      });
    } catch {
      return null;
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!canSend(text, photo, sending)) return;
    let message: ChatMessage | null = null;
    /** The box was emptied when the message went up; what is in it now was typed since. */
    let clearedAtOnce = false;
    if (photo) message = await sendPhoto(photo, content);
    else {
      const messageId = crypto.randomUUID();
      const request = history.data?.request;
      // Shown at once (marked as sending); the server's copy, with the same id, replaces it.
      const optimistic: ChatMessage | null = user
        ? {
            id: messageId,
            senderId: user.id,
            receiverId: (request && receiverOf(request, user.id)) ?? "",
            messageType: "TEXT",
            content,
            imageUrl: null,
            createdAt: new Date().toISOString(),
          }
        : null;
      if (optimistic) {
        setPending((list) => [...list, optimistic]);
        setText("");
        clearedAtOnce = true;
      }
      const result = await send({ input: { requestId, content, messageType: "TEXT", messageId } });
      setPending((list) => list.filter((m) => m.id !== messageId));
      message = result.data ? readFragment(MessageFields, result.data.sendChatMessage) : null;
      // Not sent: the words go back into the box (unless something new was typed meanwhile).
      if (!message && clearedAtOnce) setText((current) => (current === "" ? content : current));
    }
    if (!message) {
      notify.error(t("failed"), t("failedText"));
      return;
    }
    const delivered = message;
    setSent((list) => [...list, delivered]);
    if (!clearedAtOnce) setText("");
    attach(null);
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={otherPartyName ? t("titleWith", { name: otherPartyName }) : t("title")}
      size={{ base: "full", md: "md" }}
      contentProps={{ minH: { md: "auto" } }}
      // The footer is the message form: Enter in the input sends.
      footerProps={{ asChild: true }}
      footer={
        <form onSubmit={submit}>
          <Stack w="full" gap="2">
            {photo && (
              <HStack gap="2" fontSize="sm">
                <Text truncate>{t("photoName", { name: photo.name })}</Text>
                <Button size="2xs" variant="ghost" onClick={() => attach(null)} aria-label={t("removePhoto")}>
                  {t("remove")}
                </Button>
              </HStack>
            )}
            <HStack w="full" gap="2">
              <input
                ref={photoInput}
                type="file"
                accept="image/*"
                hidden
                aria-hidden
                tabIndex={-1}
                onChange={(event) => attach(event.target.files?.[0] ?? null)}
              />
              <Button
                variant="outline"
                onClick={() => photoInput.current?.click()}
                aria-label={t("attach")}
                disabled={sending}
              >
                {t("photo")}
              </Button>
              <Input
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={t("placeholder")}
                aria-label={t("message")}
                maxLength={MAX_CHAT_MESSAGE_CHARS}
              />
              <Button type="submit" colorPalette="red" disabled={!canSend(text, photo, sending)}>
                {sending ? t("sending") : t("send")}
              </Button>
            </HStack>
          </Stack>
        </form>
      }
    >
      <Box
        role="log"
        aria-live="polite"
        aria-label={t("messages")}
        minH="60"
        maxH={{ base: "none", md: "96" }}
        overflowY="auto"
        bg="bg.muted"
        borderRadius="lg"
        p="3"
      >
        {history.fetching && !history.data && <Skeleton height="16" aria-label={t("loading")} />}
        {history.error && !history.data && (
          <LoadErrorAlert
            title={t("loadFailed")}
            onRetry={() => refetch({ requestPolicy: "network-only" })}
          />
        )}
        {history.data && messages.length === 0 && (
          <Text fontSize="sm" color="fg.muted" textAlign="center" py="8">
            {t("empty")}
          </Text>
        )}
        <Stack as="ol" listStyleType="none" gap="2">
          {messages.map((message) => {
            const mine = message.senderId === user?.id;
            return (
              <Box
                as="li"
                key={message.id}
                alignSelf={mine ? "flex-end" : "flex-start"}
                maxW="80%"
                bg={mine ? "red.700" : "bg"}
                color={mine ? "white" : "fg"}
                borderRadius="lg"
                px="3"
                py="2"
                shadow="xs"
              >
                <Text srOnly>
                  {mine
                    ? t("youSaid")
                    : otherPartyName
                      ? t("theySaid", { name: otherPartyName })
                      : t("theySaidUnnamed")}
                </Text>
                {message.imageUrl && (
                  <Image
                    src={message.imageUrl}
                    alt={mine ? t("photoSent") : t("photoReceived")}
                    maxH="48"
                    borderRadius="md"
                    mb={message.content ? "1" : "0"}
                  />
                )}
                {message.content && <Text whiteSpace="pre-wrap">{message.content}</Text>}
                <Text fontSize="xs" textAlign="end">
                  {unconfirmed.has(message) ? t("unconfirmed") : formatTime(message.createdAt)}
                </Text>
              </Box>
            );
          })}
        </Stack>
        <div ref={bottom} />
      </Box>
      {live.error && (
        <Text fontSize="xs" color="fg.muted" mt="2">
          {accessEnded ? t("accessEnded") : t("reconnecting")}
        </Text>
      )}
    </ModalDialog>
  );
}
