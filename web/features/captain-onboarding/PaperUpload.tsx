import { Badge, Box, Button, Heading, HStack, Input, Link, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { ServerUnreachableError } from "../../shared/api";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { FormField } from "../../shared/ui/FormField";
import { DOCUMENT_ACCEPT, documentFileProblem } from "./documentFile";
import { type OnboardingT, onboardingMessages } from "./messages";
import { type PaperStanding, paperLabel, paperStateText } from "./papers";
import { DocumentUploadError, uploadCaptainDocument, uploadErrorText } from "./uploadCaptainDocument";

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

function badgeOf(standing: PaperStanding, today: string, t: OnboardingT): { palette: string; text: string } {
  if (standing.pending && standing.pending.expiresOn > today)
    return { palette: "orange", text: t("badge.pending") };
  if (standing.approved && standing.approved.expiresOn > today)
    return { palette: "green", text: t("badge.approved") };
  if (standing.approved || standing.expired || standing.pending)
    return { palette: "red", text: t("badge.expired") };
  return { palette: "gray", text: t("badge.missing") };
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
  const t = useT(onboardingMessages);
  const label = paperLabel(standing.kind, t);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [expiresOn, setExpiresOn] = useState(suggestedExpiry);
  const [fileError, setFileError] = useState<string | null>(null);
  const [expiryError, setExpiryError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const shown = standing.pending ?? standing.approved ?? standing.expired;
  const badge = badgeOf(standing, today, t);

  const choose = (chosen: File | null) => {
    setFormError(null);
    setFile(chosen);
    setFileError(chosen ? documentFileProblem(chosen, t) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = file ? documentFileProblem(file, t) : t("upload.chooseFirst");
    const expiryProblem =
      expiresOn === "" ? t("expiryRequired") : expiresOn <= today ? t("upload.alreadyExpired") : null;
    setFileError(problem);
    setExpiryError(expiryProblem);
    if (problem || expiryProblem || !file) return;
    setUploading(true);
    try {
      await uploadCaptainDocument(providerId, { kind: standing.kind, expiresOn, file });
      notify.success(t("upload.done"), t("upload.doneText", { paper: label, file: file.name }));
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      onUploaded();
    } catch (failure) {
      if (failure instanceof DocumentUploadError) {
        const text = uploadErrorText(failure, t);
        if (failure.field === "expiresOn") setExpiryError(text);
        else if (failure.field === "file" || failure.status === 413 || failure.status === 415)
          setFileError(text);
        else setFormError(text);
      } else if (failure instanceof ServerUnreachableError) setFormError(t("upload.unreachable"));
      else setFormError(t("upload.failed"));
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
            {paperStateText(standing, today, t)}
          </Text>
        </Box>
        {shown && (
          <Link href={shown.url} target="_blank" rel="noopener" fontSize="sm" colorPalette="red">
            {t("upload.view", { file: shown.fileName })}
          </Link>
        )}
      </HStack>
      {!locked && (
        <form onSubmit={submit} noValidate aria-label={t("upload.form", { paper: label })}>
          <Stack direction={{ base: "column", md: "row" }} gap="3" mt="3" align={{ md: "end" }}>
            <FormField label={t("upload.file")} error={fileError} flex="2">
              <Input
                ref={fileInput}
                type="file"
                accept={DOCUMENT_ACCEPT}
                p="1"
                onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
              />
            </FormField>
            <FormField label={t("upload.expiry")} error={expiryError} flex="1">
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
              {shown ? t("upload.new") : t("upload.upload")}
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
