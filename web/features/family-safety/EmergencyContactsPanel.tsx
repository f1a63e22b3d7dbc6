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
import { notify } from "../../shared/toast";
import { FormField } from "../../shared/ui/FormField";
import { SelectInput } from "../../shared/ui/SelectInput";
import { type ContactDraft, contactInput, MISSING_CONTACT, RELATIONSHIPS } from "./contactValidation";
import {
  AddEmergencyContactMutation,
  type Contact,
  ContactFields,
  EmergencyContactsQuery,
  RemoveEmergencyContactMutation,
} from "./familySafetyQueries";

const EMPTY: ContactDraft = { contactName: "", contactPhone: "", relationship: "FAMILY" };
const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map(([value, label]) => ({ value, label }));
const relationshipLabel = (value: string) => RELATIONSHIPS.find(([v]) => v === value)?.[1] ?? value;

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = contactInput(draft);
    if (!input) {
      notify.error(MISSING_CONTACT.title, MISSING_CONTACT.description);
      return;
    }
    const result = await add({ input });
    if (result.error) {
      notify.error("Failed to Add Contact", "Please try again");
      return;
    }
    notify.success("Emergency Contact Added", `${input.contactName} is in your safety network.`);
    setDraft(EMPTY);
    refresh();
  };

  const removeOne = async (contact: Contact) => {
    const result = await remove({ contactId: contact.id });
    if (result.error) {
      notify.error("Failed to Remove Contact", "Please try again");
      return;
    }
    notify.success("Emergency Contact Removed", `${contact.contactName} was removed.`);
    refresh();
  };

  return (
    <Stack gap="4" as="section" aria-labelledby="contacts-heading">
      <Heading as="h3" id="contacts-heading" size="sm">
        Emergency contacts
      </Heading>
      {error && !data && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>Your contacts could not be loaded</Alert.Title>
          <Button size="xs" variant="outline" onClick={refresh}>
            Try again
          </Button>
        </Alert.Root>
      )}
      {fetching && !data && <Skeleton height="16" borderRadius="lg" aria-label="Loading your contacts" />}
      {data && contacts.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No emergency contacts yet. Add the people who should follow your trips.
        </Text>
      )}
      {contacts.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Emergency contacts">
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
                    aria-label={`Share trip with ${contact.contactName}`}
                  >
                    {sharingWith === contact.id ? "Sharing..." : "Share Trip"}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => removeOne(contact)}
                  aria-label={`Remove ${contact.contactName}`}
                >
                  Remove
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
      <Box asChild borderWidth="1px" borderRadius="lg" p="3">
        <form onSubmit={submit} noValidate aria-label="Add emergency contact">
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <FormField label="Contact name" required requiredMark={false}>
                <Input
                  size="sm"
                  value={draft.contactName}
                  onChange={(e) => setDraft({ ...draft, contactName: e.target.value })}
                />
              </FormField>
              <FormField label="Contact phone" required requiredMark={false}>
                <Input
                  size="sm"
                  type="tel"
                  placeholder="+971 50 123 4567"
                  value={draft.contactPhone}
                  onChange={(e) => setDraft({ ...draft, contactPhone: e.target.value })}
                />
              </FormField>
              <FormField label="Relationship">
                <SelectInput
                  size="sm"
                  value={draft.relationship}
                  onChange={(e) =>
                    setDraft({ ...draft, relationship: e.target.value as ContactDraft["relationship"] })
                  }
                  options={RELATIONSHIP_OPTIONS}
                />
              </FormField>
            </SimpleGrid>
            <Button type="submit" size="sm" variant="outline" alignSelf="flex-start" disabled={adding}>
              {adding ? "Adding..." : "Add Contact"}
            </Button>
          </Stack>
        </form>
      </Box>
    </Stack>
  );
}
