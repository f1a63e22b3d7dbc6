import {
  Badge,
  Box,
  Button,
  DataList,
  Heading,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { useMutation } from "urql";
import { enumLabel, formatWhen } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { notify } from "../../../shared/toast";
import { ReasonDialog } from "../actions/ReasonDialog";
import { adminMessages } from "../messages";
import { ApproveDialog } from "./ApproveDialog";
import {
  type DocumentKind,
  documentsUnderReview,
  formatBytes,
  formatDay,
  previewOf,
} from "./reviewDocuments";
import { ApproveCaptainMutation, type QueuedCaptain, RejectCaptainMutation } from "./verificationQueries";

const when = formatWhen;

export interface CaptainReviewPanelProps {
  readonly captain: QueuedCaptain;
  readonly onClose: () => void;
  /** After an approval or a rejection: the captain leaves the queue. */
  readonly onDecided: () => void;
}

/** One waiting captain: the profile, each document to look at, and Approve / Reject. */
export function CaptainReviewPanel({ captain, onClose, onDecided }: CaptainReviewPanelProps) {
  const [asking, setAsking] = useState<"approve" | "reject" | null>(null);
  const [, approve] = useMutation(ApproveCaptainMutation);
  const [, reject] = useMutation(RejectCaptainMutation);
  const profile = captain.profile;
  const t = useT(adminMessages);
  const kindLabel: Readonly<Record<DocumentKind, string>> = {
    TRADE_LICENCE: t("review.kind.tradeLicence"),
    INSURANCE: t("review.kind.insurance"),
    EMIRATES_ID: t("review.kind.emiratesId"),
  };

  return (
    <Box
      as="section"
      aria-label={t("review.label", { name: captain.name })}
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p="5"
    >
      <HStack justify="space-between" align="start" mb="4" wrap="wrap" gap="3">
        <Box>
          <Heading as="h3" size="md">
            {captain.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {captain.submittedAt
              ? t("review.contactSubmitted", {
                  email: captain.email,
                  phone: captain.phone,
                  when: when(captain.submittedAt),
                })
              : t("review.contact", { email: captain.email, phone: captain.phone })}
          </Text>
        </Box>
        <HStack gap="2">
          <Button size="sm" colorPalette="green" onClick={() => setAsking("approve")}>
            {t("approve.action")}
          </Button>
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setAsking("reject")}>
            {t("review.reject")}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t("common.close")}
          </Button>
        </HStack>
      </HStack>

      <Stack gap="5">
        {profile ? (
          <DataList.Root orientation="horizontal" size="sm" aria-label={t("review.businessProfile")}>
            {[
              [t("verification.tradeName"), profile.tradeName],
              [
                t("review.kind.tradeLicence"),
                t("review.numberExpires", {
                  number: profile.tradeLicenceNumber,
                  expires: formatDay(profile.tradeLicenceExpiry),
                }),
              ],
              [
                t("review.insurancePolicy"),
                t("review.numberExpires", {
                  number: profile.insurancePolicyNumber,
                  expires: formatDay(profile.insuranceExpiry),
                }),
              ],
              [t("review.kind.emiratesId"), profile.emiratesId],
              [t("review.emiratesServed"), profile.emirates.map(enumLabel).join(t("common.listSeparator"))],
              [t("verification.services"), profile.services.map(enumLabel).join(t("common.listSeparator"))],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : (
          <Text color="fg.error">{t("review.noProfile")}</Text>
        )}

        <Box>
          <Heading as="h4" size="sm" mb="2">
            {t("review.documents")}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            {documentsUnderReview(captain.documents).map(({ kind, document }) => (
              <Box
                key={kind}
                role="group"
                borderWidth="1px"
                borderRadius="lg"
                p="3"
                aria-label={kindLabel[kind]}
              >
                <HStack justify="space-between" mb="1">
                  <Text fontWeight="semibold" fontSize="sm">
                    {kindLabel[kind]}
                  </Text>
                  {document && (
                    <Badge colorPalette={document.state === "PENDING" ? "orange" : "green"}>
                      {document.state === "PENDING" ? t("review.new") : t("review.approvedBefore")}
                    </Badge>
                  )}
                </HStack>
                {document ? (
                  <Stack gap="2">
                    <Text fontSize="xs" color="fg.muted">
                      {t("review.documentExpires", {
                        expires: formatDay(document.expiresOn),
                        size: formatBytes(document.sizeBytes),
                      })}
                    </Text>
                    {previewOf(document.contentType) === "image" && (
                      <Image
                        src={document.url}
                        alt={t("review.documentOf", { kind: kindLabel[kind], name: captain.name })}
                        maxH="48"
                        objectFit="contain"
                      />
                    )}
                    <Link href={document.url} target="_blank" rel="noopener" fontSize="sm" colorPalette="red">
                      {t("review.open", { file: document.fileName })}
                    </Link>
                  </Stack>
                ) : (
                  <Text fontSize="sm" color="fg.error">
                    {t("review.notUploaded")}
                  </Text>
                )}
              </Box>
            ))}
          </SimpleGrid>
        </Box>

        {captain.reviews.length > 0 && (
          <Box>
            <Heading as="h4" size="sm" mb="2">
              {t("review.history")}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="1">
              {captain.reviews.map((review, index) => (
                <Text as="li" key={`${review.at}-${String(index)}`} fontSize="sm" color="fg.muted">
                  {review.actorName
                    ? t("review.stepBy", {
                        when: when(review.at),
                        step: enumLabel(review.step),
                        actor: review.actorName,
                      })
                    : t("review.step", { when: when(review.at), step: enumLabel(review.step) })}
                  {review.reason ? t("review.reason", { reason: review.reason }) : ""}
                </Text>
              ))}
            </Stack>
          </Box>
        )}
      </Stack>

      <ApproveDialog
        open={asking === "approve"}
        captainName={captain.name}
        onClose={() => setAsking(null)}
        onConfirm={async (note) => {
          const answer = await approve({ providerId: captain.providerId, note });
          if (answer.error) return answer.error.graphQLErrors[0]?.message ?? answer.error.message;
          notify.success(t("review.approved"), t("review.approvedText", { name: captain.name }));
          onDecided();
          return null;
        }}
      />
      <ReasonDialog
        open={asking === "reject"}
        title={t("review.rejectTitle")}
        actionLabel={t("review.reject")}
        consequence={t("review.rejectConsequence", { name: captain.name })}
        onClose={() => setAsking(null)}
        onConfirm={async (reason) => {
          const answer = await reject({ providerId: captain.providerId, reason });
          if (answer.error) return answer.error.graphQLErrors[0]?.message ?? answer.error.message;
          notify.success(t("review.rejected"), t("review.rejectedText", { name: captain.name }));
          onDecided();
          return null;
        }}
      />
    </Box>
  );
}
