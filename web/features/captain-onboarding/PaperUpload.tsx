import { Badge, Box, Button, Heading, HStack, Input, Link, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { ServerUnreachableError } from "../../shared/api";
import { notify } from "../../shared/toast";
import { FormField } from "../../shared/ui/FormField";
import { DOCUMENT_ACCEPT, documentFileProblem } from "./documentFile";
import { PAPER_LABEL, type PaperStanding, paperStateText } from "./papers";
import { DocumentUploadError, uploadCaptainDocument } from "./uploadCaptainDocument";

export interface PaperUploadProps {
  readonly providerId: string;
  readonly standing: PaperStanding;
  readonly today: string;
  /** The expiry the profile gives for this paper, offered as the upload's expiry. */
  readonly suggestedExpiry: string;
  /** While the application is under review the server keeps the papers as they are. */
  readonly locked: boolean;
  readonly onUploaded: () => void;
}

function badgeOf(standing: PaperStanding, today: string): { palette: string; text: string } {
  if (standing.pending && standing.pending.expiresOn > today)
    return { palette: "orange", text: "pending review" };
  if (standing.approved && standing.approved.expiresOn > today) return { palette: "green", text: "approved" };
  if (standing.approved || standing.expired || standing.pending) return { palette: "red", text: "expired" };
  return { palette: "gray", text: "missing" };
}

/** One paper: where it stands, a link to the uploaded file, and the upload of a new one with its expiry. */
export function PaperUpload({
  providerId,
  standing,
  today,
  suggestedExpiry,
  locked,
  onUploaded,
}: PaperUploadProps) {
  const headingId = useId();
  const label = PAPER_LABEL[standing.kind];
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [expiresOn, setExpiresOn] = useState(suggestedExpiry);
  const [fileError, setFileError] = useState<string | null>(null);
  const [expiryError, setExpiryError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const shown = standing.pending ?? standing.approved ?? standing.expired;
  const badge = badgeOf(standing, today);

  const choose = (chosen: File | null) => {
    setFormError(null);
    setFile(chosen);
    setFileError(chosen ? documentFileProblem(chosen) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = file ? documentFileProblem(file) : "Choose the scanned document first.";
    const expiryProblem =
      expiresOn === ""
        ? "Expiry date is required"
        : expiresOn <= today
          ? "This document has already expired: upload a valid one"
          : null;
    setFileError(problem);
    setExpiryError(expiryProblem);
    if (problem || expiryProblem || !file) return;
    setUploading(true);
    try {
      await uploadCaptainDocument(providerId, { kind: standing.kind, expiresOn, file });
      notify.success("Document Uploaded", `${label}: ${file.name} is ready for review.`);
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      onUploaded();
    } catch (failure) {
      if (failure instanceof DocumentUploadError) {
        if (failure.field === "expiresOn") setExpiryError(failure.message);
        else if (failure.field === "file" || failure.status === 413 || failure.status === 415)
          setFileError(failure.message);
        else setFormError(failure.message);
      } else if (failure instanceof ServerUnreachableError) setFormError(failure.message);
      else setFormError("The upload failed. Please try again.");
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p="4">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Box minW="0">
          <HStack gap="2">
            <Heading as="h3" size="sm" id={headingId}>
              {label}
            </Heading>
            <Badge colorPalette={badge.palette}>{badge.text}</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted" data-testid="paper-state">
            {paperStateText(standing, today)}
          </Text>
        </Box>
        {shown && (
          <Link href={shown.url} target="_blank" rel="noopener" fontSize="sm" colorPalette="red">
            View {shown.fileName}
          </Link>
        )}
      </HStack>
      {!locked && (
        <form onSubmit={submit} noValidate aria-label={`Upload ${label}`}>
          <Stack direction={{ base: "column", md: "row" }} gap="3" mt="3" align={{ md: "end" }}>
            <FormField label="File (PDF, JPEG or PNG, up to 10 MB)" error={fileError} flex="2">
              <Input
                ref={fileInput}
                type="file"
                accept={DOCUMENT_ACCEPT}
                p="1"
                onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
              />
            </FormField>
            <FormField label="Expiry date" error={expiryError} flex="1">
              <Input type="date" value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />
            </FormField>
            <Button
              type="submit"
              size="sm"
              colorPalette="red"
              variant="outline"
              loading={uploading}
              disabled={uploading}
            >
              {shown ? "Upload new" : "Upload"}
            </Button>
          </Stack>
          {formError && (
            <Text role="alert" fontSize="sm" color="fg.error" mt="2">
              {formError}
            </Text>
          )}
        </form>
      )}
    </Box>
  );
}
