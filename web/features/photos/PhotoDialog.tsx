import { Box, Button, Image, Input, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useRef, useState } from "react";
import { useQuery } from "urql";
import { ApiError } from "../../shared/api";
import { useSession } from "../../shared/session";
import { notify } from "../../shared/toast";
import { DialogActions } from "../../shared/ui/DialogActions";
import { FormField } from "../../shared/ui/FormField";
import { LoadErrorAlert } from "../../shared/ui/LoadErrorAlert";
import { ModalDialog } from "../../shared/ui/ModalDialog";
import { SelectInput } from "../../shared/ui/SelectInput";
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
const PHOTO_TYPE_OPTIONS = PHOTO_TYPES.map((value) => ({ value, label: capitalise(value) }));

/** "Photo Documentation" (spec §2.6): the job's photos, and uploading one (image, under 10 MB). */
export function PhotoDialog({ requestId, open, onOpenChange }: PhotoDialogProps) {
  const { user } = useSession();
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
    if (problem) {
      notify.error(problem.title, problem.description);
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
      notify.success("Photo Uploaded", `${capitalise(photoDescription(photoType, description))} was added.`);
      setFile(null);
      setDescription("");
      if (fileInput.current) fileInput.current.value = "";
      reexecute({ requestPolicy: "network-only" });
    } catch (failure) {
      const tooLarge = failure instanceof ApiError && failure.status === 413;
      notify.error(
        tooLarge ? "File Too Large" : "Upload Failed",
        tooLarge ? "Please select a file smaller than 10MB" : "Could not upload photo. Please try again.",
      );
    } finally {
      setUploading(false);
    }
  };

  const photos = data?.requestPhotos ?? [];
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Photo Documentation"
      size={{ base: "full", md: "lg" }}
      scrollBehavior="inside"
      contentProps={{ minH: { md: "auto" } }}
      footer={<DialogActions cancelLabel="Close" onCancel={() => onOpenChange(false)} />}
    >
      <Stack gap="5">
        {error && !data && (
          <LoadErrorAlert
            title="Photos could not be loaded"
            onRetry={() => reexecute({ requestPolicy: "network-only" })}
          />
        )}
        {fetching && !data && <Skeleton height="24" aria-label="Loading photos" />}
        {data && photos.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No photos yet. Photos of the problem, the work and the receipt help if anything is disputed.
          </Text>
        )}
        {photos.length > 0 && (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3 }} gap="3" aria-label="Photos">
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
                  {capitalise(photo.photoType)} · {photo.description}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        )}
        <Box asChild borderWidth="1px" borderRadius="lg" p="3">
          <form onSubmit={submit} aria-label="Upload a photo">
            <Stack gap="3">
              <FormField label="Photo type">
                <SelectInput
                  size="sm"
                  value={photoType}
                  onChange={(e) => setPhotoType(e.target.value as PhotoKind)}
                  options={PHOTO_TYPE_OPTIONS}
                />
              </FormField>
              <FormField label="Description (optional)">
                <Input
                  size="sm"
                  value={description}
                  maxLength={200}
                  placeholder={`${photoType} photo`}
                  onChange={(e) => setDescription(e.target.value)}
                />
              </FormField>
              <FormField label="Image (under 10 MB)" required requiredMark={false}>
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
                {uploading ? "Uploading..." : "Upload Photo"}
              </Button>
            </Stack>
          </form>
        </Box>
      </Stack>
    </ModalDialog>
  );
}
