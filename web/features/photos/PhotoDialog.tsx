import { Box, Button, Image, Input, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useRef, useState } from "react";
import { useQuery } from "urql";
import { ApiError } from "../../shared/api";
import { useT } from "../../shared/i18n";
import { useSession } from "../../shared/session";
import { notify } from "../../shared/toast";
import { DialogActions } from "../../shared/ui/DialogActions";
import { FormField } from "../../shared/ui/FormField";
import { LoadErrorAlert } from "../../shared/ui/LoadErrorAlert";
import { ModalDialog } from "../../shared/ui/ModalDialog";
import { SelectInput } from "../../shared/ui/SelectInput";
import { photosMessages } from "./messages";
import { RequestPhotosQuery } from "./photoQueries";
import { PHOTO_TYPES, type PhotoKind, photoDescription, photoFileProblem } from "./photoRules";
import { uploadPhoto } from "./uploadPhoto";

export interface PhotoDialogProps {
  /** The request the photos document. */
  readonly requestId: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** "Photo Documentation" (spec §2.6): the job's photos, and uploading one (image, under 10 MB). */
export function PhotoDialog({ requestId, open, onOpenChange }: PhotoDialogProps) {
  const { user } = useSession();
  const t = useT(photosMessages);
  const kindName: Readonly<Record<PhotoKind, string>> = {
    before: t("kind.before"),
    problem: t("kind.problem"),
    during: t("kind.during"),
    after: t("kind.after"),
    receipt: t("kind.receipt"),
  };
  // What an empty description becomes (the spec's "<type> photo", which is what the server stores).
  const defaultDescription: Readonly<Record<PhotoKind, string>> = {
    before: t("placeholder.before"),
    problem: t("placeholder.problem"),
    during: t("placeholder.during"),
    after: t("placeholder.after"),
    receipt: t("placeholder.receipt"),
  };
  const photoTypeOptions = PHOTO_TYPES.map((value) => ({ value, label: kindName[value] }));
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: RequestPhotosQuery,
    variables: { requestId },
    pause: !open,
    requestPolicy: "cache-and-network",
  });
  const [photoType, setPhotoType] = useState<PhotoKind>("problem");
  const [description, setDescription] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const choose = (chosen: File | null) => {
    const problem = chosen ? photoFileProblem(chosen) : null;
    if (problem === "too-large") {
      notify.error(t("tooLarge"), t("tooLargeText"));
    } else if (problem === "not-an-image") {
      notify.error(t("notImage"), t("notImageText"));
    }
    if (problem) {
      if (fileInput.current) fileInput.current.value = "";
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !user) return;
    setUploading(true);
    try {
      await uploadPhoto(requestId, {
        file,
        photoType,
        description: photoDescription(photoType, description),
        uploadedBy: user.id,
      });
      const added = description.trim() === "" ? defaultDescription[photoType] : description.trim();
      notify.success(t("uploaded"), t("uploadedText", { description: capitalise(added) }));
      setFile(null);
      setDescription("");
      if (fileInput.current) fileInput.current.value = "";
      reexecute({ requestPolicy: "network-only" });
    } catch (failure) {
      const tooLarge = failure instanceof ApiError && failure.status === 413;
      if (tooLarge) notify.error(t("tooLarge"), t("tooLargeText"));
      else notify.error(t("failed"), t("failedText"));
    } finally {
      setUploading(false);
    }
  };

  const photos = data?.requestPhotos ?? [];
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      size={{ base: "full", md: "lg" }}
      scrollBehavior="inside"
      contentProps={{ minH: { md: "auto" } }}
      footer={<DialogActions cancelLabel={t("close")} onCancel={() => onOpenChange(false)} />}
    >
      <Stack gap="5">
        {error && !data && (
          <LoadErrorAlert
            title={t("loadFailed")}
            onRetry={() => reexecute({ requestPolicy: "network-only" })}
          />
        )}
        {fetching && !data && <Skeleton height="24" aria-label={t("loading")} />}
        {data && photos.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t("none")}
          </Text>
        )}
        {photos.length > 0 && (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 2, md: 3 }}
            gap="3"
            aria-label={t("list")}
          >
            {photos.map((photo) => (
              <Box as="li" key={photo.id} borderWidth="1px" borderRadius="lg" overflow="hidden">
                <Image
                  src={photo.url}
                  alt={photo.description}
                  aspectRatio={4 / 3}
                  objectFit="cover"
                  w="full"
                />
                <Text fontSize="xs" px="2" py="1" truncate>
                  {t("caption", {
                    type: kindName[photo.photoType as PhotoKind] ?? capitalise(photo.photoType),
                    description: photo.description,
                  })}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        )}
        <Box asChild borderWidth="1px" borderRadius="lg" p="3">
          <form onSubmit={submit} aria-label={t("uploadForm")}>
            <Stack gap="3">
              <FormField label={t("type")}>
                <SelectInput
                  size="sm"
                  value={photoType}
                  onChange={(e) => setPhotoType(e.target.value as PhotoKind)}
                  options={photoTypeOptions}
                />
              </FormField>
              <FormField label={t("description")}>
                <Input
                  size="sm"
                  value={description}
                  maxLength={200}
                  placeholder={defaultDescription[photoType]}
                  onChange={(e) => setDescription(e.target.value)}
                />
              </FormField>
              <FormField label={t("image")} required requiredMark={false}>
                <Input
                  ref={fileInput}
                  size="sm"
                  type="file"
                  accept="image/*"
                  p="1"
                  onChange={(e) => choose(e.target.files?.[0] ?? null)}
                />
              </FormField>
              <Button
                type="submit"
                colorPalette="red"
                size="sm"
                alignSelf="flex-start"
                disabled={!file || uploading}
              >
                {uploading ? t("uploading") : t("upload")}
              </Button>
            </Stack>
          </form>
        </Box>
      </Stack>
    </ModalDialog>
  );
}
