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
import { enumLabel } from "../../../shared/format";
import { notify } from "../../../shared/toast";
import { ReasonDialog } from "../actions/ReasonDialog";
import { ApproveDialog } from "./ApproveDialog";
import {
  DOCUMENT_KIND_LABEL,
  documentsUnderReview,
  formatBytes,
  formatDay,
  previewOf,
} from "./reviewDocuments";
import { ApproveCaptainMutation, type QueuedCaptain, RejectCaptainMutation } from "./verificationQueries";

const when = (iso: string) => new Date(iso).toLocaleString("en-AE", { timeZone: "Asia/Dubai" });

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

  return (
    <Box
      as="section"
      aria-label={`Review of ${captain.name}`}
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
            {captain.email} · {captain.phone}
            {captain.submittedAt ? ` · submitted ${when(captain.submittedAt)}` : ""}
          </Text>
        </Box>
        <HStack gap="2">
          <Button size="sm" colorPalette="green" onClick={() => setAsking("approve")}>
            Approve
          </Button>
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setAsking("reject")}>
            Reject
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            Close
          </Button>
        </HStack>
      </HStack>

      <Stack gap="5">
        {profile ? (
          <DataList.Root orientation="horizontal" size="sm" aria-label="Business profile">
            {[
              ["Trade name", profile.tradeName],
              [
                "Trade licence",
                `${profile.tradeLicenceNumber}, expires ${formatDay(profile.tradeLicenceExpiry)}`,
              ],
              [
                "Insurance policy",
                `${profile.insurancePolicyNumber}, expires ${formatDay(profile.insuranceExpiry)}`,
              ],
              ["Emirates ID", profile.emiratesId],
              ["Emirates served", profile.emirates.map(enumLabel).join(", ")],
              ["Services", profile.services.map(enumLabel).join(", ")],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : (
          <Text color="fg.error">This captain has no business profile.</Text>
        )}

        <Box>
          <Heading as="h4" size="sm" mb="2">
            Documents
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            {documentsUnderReview(captain.documents).map(({ kind, document }) => (
              <Box
                key={kind}
                borderWidth="1px"
                borderRadius="lg"
                p="3"
                aria-label={DOCUMENT_KIND_LABEL[kind]}
              >
                <HStack justify="space-between" mb="1">
                  <Text fontWeight="semibold" fontSize="sm">
                    {DOCUMENT_KIND_LABEL[kind]}
                  </Text>
                  {document && (
                    <Badge colorPalette={document.state === "PENDING" ? "orange" : "green"}>
                      {document.state === "PENDING" ? "new" : "approved before"}
                    </Badge>
                  )}
                </HStack>
                {document ? (
                  <Stack gap="2">
                    <Text fontSize="xs" color="fg.muted">
                      Expires {formatDay(document.expiresOn)} · {formatBytes(document.sizeBytes)}
                    </Text>
                    {previewOf(document.contentType) === "image" && (
                      <Image
                        src={document.url}
                        alt={`${DOCUMENT_KIND_LABEL[kind]} of ${captain.name}`}
                        maxH="48"
                        objectFit="contain"
                      />
                    )}
                    <Link href={document.url} target="_blank" rel="noopener" fontSize="sm" colorPalette="red">
                      Open {document.fileName}
                    </Link>
                  </Stack>
                ) : (
                  <Text fontSize="sm" color="fg.error">
                    Not uploaded
                  </Text>
                )}
              </Box>
            ))}
          </SimpleGrid>
        </Box>

        {captain.reviews.length > 0 && (
          <Box>
            <Heading as="h4" size="sm" mb="2">
              History
            </Heading>
            <Stack as="ul" listStyleType="none" gap="1">
              {captain.reviews.map((review, index) => (
                <Text as="li" key={`${review.at}-${String(index)}`} fontSize="sm" color="fg.muted">
                  {when(review.at)} · {enumLabel(review.step)}
                  {review.actorName ? ` by ${review.actorName}` : ""}
                  {review.reason ? `: ${review.reason}` : ""}
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
          notify.success("Captain approved", `${captain.name} can go online.`);
          onDecided();
          return null;
        }}
      />
      <ReasonDialog
        open={asking === "reject"}
        title="Reject application"
        actionLabel="Reject"
        consequence={`${captain.name} sees your reason, fixes their profile or documents and submits again.`}
        onClose={() => setAsking(null)}
        onConfirm={async (reason) => {
          const answer = await reject({ providerId: captain.providerId, reason });
          if (answer.error) return answer.error.graphQLErrors[0]?.message ?? answer.error.message;
          notify.success("Application rejected", `${captain.name} was told why.`);
          onDecided();
          return null;
        }}
      />
    </Box>
  );
}
