import {
  Alert,
  Box,
  Button,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useMutation, useQuery } from "urql";
import { readFragment } from "../../shared/graphql";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { FormField } from "../../shared/ui/FormField";
import { SelectInput } from "../../shared/ui/SelectInput";
import { type ContactDraft, contactInput, RELATIONSHIPS, type Relationship } from "./contactValidation";
import {
  AddEmergencyContactMutation,
  type Contact,
  ContactFields,
  EmergencyContactsQuery,
  RemoveEmergencyContactMutation,
} from "./familySafetyQueries";
import { familySafetyMessages } from "./messages";

const EMPTY: ContactDraft = { contactName: "", contactPhone: "", relationship: "FAMILY" };

export interface EmergencyContactsPanelProps {
  /** With it, each contact gets a "Share Trip" button (the family safety dialog during a job). */
  readonly onShare?: (contact: Contact) => void;
  /** The contact whose share is being created. */
  readonly sharingWith?: string | null;
}

/** The family safety network: emergency contacts with add and remove (spec §2.6, §5). */
export function EmergencyContactsPanel({ onShare, sharingWith = null }: EmergencyContactsPanelProps) {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: EmergencyContactsQuery });
  const [draft, setDraft] = useState<ContactDraft>(EMPTY);
  const [{ fetching: adding }, add] = useMutation(AddEmergencyContactMutation);
  const [, remove] = useMutation(RemoveEmergencyContactMutation);
  const contacts = (data?.me?.emergencyContacts ?? []).map((c) => readFragment(ContactFields, c));
  const refresh = () => reexecute({ requestPolicy: "network-only" });
  const t = useT(familySafetyMessages);
  const relationshipNames: Readonly<Record<Relationship, string>> = {
    FAMILY: t("relationship.FAMILY"),
    FRIEND: t("relationship.FRIEND"),
    COLLEAGUE: t("relationship.COLLEAGUE"),
    NEIGHBOR: t("relationship.NEIGHBOR"),
  };
  const relationshipOptions = RELATIONSHIPS.map(([value]) => ({ value, label: relationshipNames[value] }));
  const relationshipLabel = (value: string) => relationshipNames[value as Relationship] ?? value;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = contactInput(draft);
    if (!input) {
      notify.error(t("contacts.missing"), t("contacts.missingText"));
      return;
    }
    const result = await add({ input });
    if (result.error) {
      notify.error(t("contacts.addFailed"), t("contacts.tryAgainText"));
      return;
    }
    notify.success(t("contacts.added"), t("contacts.addedText", { name: input.contactName }));
    setDraft(EMPTY);
    refresh();
  };

  const removeOne = async (contact: Contact) => {
    const result = await remove({ contactId: contact.id });
    if (result.error) {
      notify.error(t("contacts.removeFailed"), t("contacts.tryAgainText"));
      return;
    }
    notify.success(t("contacts.removed"), t("contacts.removedText", { name: contact.contactName }));
    refresh();
  };

  return (
    <Stack gap="4" as="section" aria-labelledby="contacts-heading">
      <Heading as="h3" id="contacts-heading" size="sm">
        {t("contacts.title")}
      </Heading>
      {error && !data && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t("contacts.loadFailed")}</Alert.Title>
          <Button size="xs" variant="outline" onClick={refresh}>
            {t("contacts.tryAgain")}
          </Button>
        </Alert.Root>
      )}
      {fetching && !data && <Skeleton height="16" borderRadius="lg" aria-label={t("contacts.loading")} />}
      {data && contacts.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t("contacts.none")}
        </Text>
      )}
      {contacts.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t("contacts.title")}>
          {contacts.map((contact) => (
            <HStack
              as="li"
              key={contact.id}
              borderWidth="1px"
              borderRadius="lg"
              p="3"
              justify="space-between"
              gap="2"
              wrap="wrap"
            >
              <Box minW="0">
                <Text fontWeight="medium">{contact.contactName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {relationshipLabel(contact.relationship)} · {contact.contactPhone}
                </Text>
              </Box>
              <HStack gap="2">
                {onShare && (
                  <Button
                    size="xs"
                    colorPalette="red"
                    onClick={() => onShare(contact)}
                    disabled={sharingWith !== null}
                    aria-label={t("contacts.shareWith", { name: contact.contactName })}
                  >
                    {sharingWith === contact.id ? t("contacts.sharing") : t("contacts.share")}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => removeOne(contact)}
                  aria-label={t("contacts.removeNamed", { name: contact.contactName })}
                >
                  {t("contacts.remove")}
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
      <Box asChild borderWidth="1px" borderRadius="lg" p="3">
        <form onSubmit={submit} noValidate aria-label={t("contacts.addForm")}>
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <FormField label={t("contacts.name")} required requiredMark={false}>
                <Input
                  size="sm"
                  value={draft.contactName}
                  onChange={(e) => setDraft({ ...draft, contactName: e.target.value })}
                />
              </FormField>
              <FormField label={t("contacts.phone")} required requiredMark={false}>
                <Input
                  size="sm"
                  type="tel"
                  placeholder={t("contacts.phonePlaceholder")}
                  value={draft.contactPhone}
                  onChange={(e) => setDraft({ ...draft, contactPhone: e.target.value })}
                />
              </FormField>
              <FormField label={t("contacts.relationship")}>
                <SelectInput
                  size="sm"
                  value={draft.relationship}
                  onChange={(e) =>
                    setDraft({ ...draft, relationship: e.target.value as ContactDraft["relationship"] })
                  }
                  options={relationshipOptions}
                />
              </FormField>
            </SimpleGrid>
            <Button type="submit" size="sm" variant="outline" alignSelf="flex-start" disabled={adding}>
              {adding ? t("contacts.adding") : t("contacts.add")}
            </Button>
          </Stack>
        </form>
      </Box>
    </Stack>
  );
}
