import { Alert, Box, Button, Heading, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { readFragment } from "../../shared/graphql";
import { notify } from "../../shared/toast";
import { CheckboxChoices } from "../../shared/ui/CheckboxChoices";
import { FormField } from "../../shared/ui/FormField";
import {
  type CaptainOnboarding,
  CaptainOnboardingFields,
  CompleteCaptainProfileMutation,
} from "./onboardingDocuments";
import { uaeToday } from "./papers";
import {
  type CaptainProfileForm,
  EMIRATE_OPTIONS,
  type ProfileFieldErrors,
  profileChanged,
  profileFieldOf,
  profileFormOf,
  profileInputOf,
  SERVICE_OPTIONS,
  validateCaptainProfile,
} from "./profileForm";

export interface BusinessProfileFormProps {
  readonly onboarding: CaptainOnboarding;
  readonly onSaved: (onboarding: CaptainOnboarding) => void;
}

/**
 * The business profile an admin reviews with the papers: trade licence, insurance, Emirates ID, where and what.
 * Keyed by the saved profile where it is used, so a saved change starts the form afresh.
 */
export function BusinessProfileForm({ onboarding, onSaved }: BusinessProfileFormProps) {
  const saved = onboarding.profile;
  const [form, setForm] = useState<CaptainProfileForm>(() => profileFormOf(saved));
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching: saving }, complete] = useMutation(CompleteCaptainProfileMutation);
  const underReview = onboarding.status === "UNDER_REVIEW";
  const approved = onboarding.status === "APPROVED";
  const changed = profileChanged(form, saved);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateCaptainProfile(form, uaeToday());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await complete({ input: profileInputOf(form) });
    if (result.error) {
      const first = result.error.graphQLErrors[0];
      const message = first?.message ?? result.error.message;
      const field = profileFieldOf(first?.extensions?.field);
      if (field) setErrors({ [field]: message });
      else setFormError(message);
      return;
    }
    if (result.data) {
      const next = readFragment(CaptainOnboardingFields, result.data.completeCaptainProfile);
      onSaved(next);
    }
    notify.success(
      "Business Profile Saved",
      approved ? "Submit it for review to go online again." : undefined,
    );
  };

  const text = (key: "tradeName" | "tradeLicenceNumber" | "insurancePolicyNumber" | "emiratesId") =>
    ({
      value: form[key],
      onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
      disabled: underReview,
    }) as const;
  const date = (key: "tradeLicenceExpiry" | "insuranceExpiry") =>
    ({
      type: "date",
      value: form[key],
      onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
      disabled: underReview,
    }) as const;

  return (
    <Box asChild bg="bg" borderWidth="1px" borderRadius="xl" p="5">
      <form onSubmit={save} noValidate aria-labelledby="business-profile-heading">
        <Heading as="h2" id="business-profile-heading" size="md" mb="1">
          Business profile
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="4">
          An admin checks these details against your documents.
        </Text>
        <Stack gap="4">
          {underReview && (
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Title>
                Your application is under review: you can change it once the admin has answered.
              </Alert.Title>
            </Alert.Root>
          )}
          {approved && (
            <Alert.Root status="warning" size="sm" data-testid="approved-change-note">
              <Alert.Indicator />
              <Alert.Title>
                You are approved. Saving a changed profile takes you offline: submit it for review, and you
                can go online again once an admin approves it.
              </Alert.Title>
            </Alert.Root>
          )}
          {(Object.keys(errors).length > 0 || formError) && (
            <Alert.Root status="error" size="sm" role="alert">
              <Alert.Indicator />
              <Alert.Title>{formError ?? "Please correct the highlighted fields"}</Alert.Title>
            </Alert.Root>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Trade name" required error={errors.tradeName}>
              <Input {...text("tradeName")} autoComplete="organization" />
            </FormField>
            <FormField label="Emirates ID" required error={errors.emiratesId}>
              <Input {...text("emiratesId")} placeholder="784-XXXX-XXXXXXX-X" />
            </FormField>
            <FormField label="Trade licence number" required error={errors.tradeLicenceNumber}>
              <Input {...text("tradeLicenceNumber")} />
            </FormField>
            <FormField label="Trade licence expiry" required error={errors.tradeLicenceExpiry}>
              <Input {...date("tradeLicenceExpiry")} />
            </FormField>
            <FormField label="Insurance policy number" required error={errors.insurancePolicyNumber}>
              <Input {...text("insurancePolicyNumber")} />
            </FormField>
            <FormField label="Insurance expiry" required error={errors.insuranceExpiry}>
              <Input {...date("insuranceExpiry")} />
            </FormField>
          </SimpleGrid>
          <CheckboxChoices
            legend="Emirates you serve"
            required
            options={EMIRATE_OPTIONS}
            values={form.emirates}
            onChange={(emirates) => setForm({ ...form, emirates })}
            error={errors.emirates}
            columns={4}
            disabled={underReview}
          />
          <CheckboxChoices
            legend="Services you offer"
            required
            options={SERVICE_OPTIONS}
            values={form.services}
            onChange={(services) => setForm({ ...form, services })}
            error={errors.services}
            columns={4}
            disabled={underReview}
          />
          <Button
            type="submit"
            colorPalette="red"
            alignSelf="flex-start"
            disabled={saving || underReview || !changed}
          >
            {saving ? "Saving..." : saved === null ? "Save business profile" : "Save changes"}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
