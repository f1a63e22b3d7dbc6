import { Alert, Box, Button, Heading, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { readFragment } from "../../shared/graphql";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { CheckboxChoices } from "../../shared/ui/CheckboxChoices";
import { FormField } from "../../shared/ui/FormField";
import { onboardingMessages } from "./messages";
import {
  type CaptainOnboarding,
  CaptainOnboardingFields,
  CompleteCaptainProfileMutation,
} from "./onboardingDocuments";
import { uaeToday } from "./papers";
import {
  type CaptainProfileForm,
  emirateOptions,
  type ProfileFieldErrors,
  profileChanged,
  profileFieldOf,
  profileFormOf,
  profileInputOf,
  serviceOptions,
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
  const t = useT(onboardingMessages);
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
    const found = validateCaptainProfile(form, uaeToday(), t);
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
    notify.success(t("profile.saved"), approved ? t("profile.savedApproved") : undefined);
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
          {t("profile.title")}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="4">
          {t("profile.intro")}
        </Text>
        <Stack gap="4">
          {underReview && (
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Title>{t("profile.locked")}</Alert.Title>
            </Alert.Root>
          )}
          {approved && (
            <Alert.Root status="warning" size="sm" data-testid="approved-change-note">
              <Alert.Indicator />
              <Alert.Title>{t("profile.approvedNote")}</Alert.Title>
            </Alert.Root>
          )}
          {(Object.keys(errors).length > 0 || formError) && (
            <Alert.Root status="error" size="sm" role="alert">
              <Alert.Indicator />
              <Alert.Title>{formError ?? t("profile.correct")}</Alert.Title>
            </Alert.Root>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t("profile.tradeName")} required error={errors.tradeName}>
              <Input {...text("tradeName")} autoComplete="organization" />
            </FormField>
            <FormField label={t("profile.emiratesId")} required error={errors.emiratesId}>
              <Input {...text("emiratesId")} placeholder={t("profile.emiratesIdPlaceholder")} />
            </FormField>
            <FormField label={t("profile.tradeLicenceNumber")} required error={errors.tradeLicenceNumber}>
              <Input {...text("tradeLicenceNumber")} />
            </FormField>
            <FormField label={t("profile.tradeLicenceExpiry")} required error={errors.tradeLicenceExpiry}>
              <Input {...date("tradeLicenceExpiry")} />
            </FormField>
            <FormField
              label={t("profile.insurancePolicyNumber")}
              required
              error={errors.insurancePolicyNumber}
            >
              <Input {...text("insurancePolicyNumber")} />
            </FormField>
            <FormField label={t("profile.insuranceExpiry")} required error={errors.insuranceExpiry}>
              <Input {...date("insuranceExpiry")} />
            </FormField>
          </SimpleGrid>
          <CheckboxChoices
            legend={t("profile.emirates")}
            required
            options={emirateOptions(t)}
            values={form.emirates}
            onChange={(emirates) => setForm({ ...form, emirates })}
            error={errors.emirates}
            columns={4}
            disabled={underReview}
          />
          <CheckboxChoices
            legend={t("profile.services")}
            required
            options={serviceOptions(t)}
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
            {saving ? t("profile.saving") : saved === null ? t("profile.save") : t("profile.saveChanges")}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
