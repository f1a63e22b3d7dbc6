import { Alert, Box, Button, DataList, Heading, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { FormField } from "../../shared/ui/FormField";
import { SelectInput } from "../../shared/ui/SelectInput";
import { profileMessages } from "./messages";
import { type Profile, UpdateProfileMutation } from "./profileQueries";
import {
  EMIRATE_VALUES,
  emirateLabel,
  type FieldErrors,
  hasErrors,
  orNotProvided,
  type ProfileForm,
  profileInput,
  validateProfile,
} from "./profileValidation";

function formOf(profile: Profile): ProfileForm {
  return {
    name: profile.name,
    phone: profile.phone,
    address: profile.address ?? "",
    city: profile.city,
    emiratesId: profile.emiratesId ?? "",
  };
}

/** Every emirate, by name. */

/** Read-only details and the edit form (spec §2.7). */
export function OverviewTab({ profile }: { readonly profile: Profile }) {
  const [form, setForm] = useState<ProfileForm>(() => formOf(profile));
  const [errors, setErrors] = useState<FieldErrors<ProfileForm>>({});
  const [{ fetching: saving }, update] = useMutation(UpdateProfileMutation);
  const t = useT(profileMessages);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(form, t);
    setErrors(found);
    if (hasErrors(found)) return;
    const result = await update({ input: profileInput(form) });
    if (result.error) {
      const field = result.error.graphQLErrors[0]?.extensions?.field;
      const message = result.error.graphQLErrors[0]?.message ?? result.error.message;
      if (typeof field === "string" && field in form) setErrors({ [field]: message });
      notify.error(t("overview.updateFailed"), message);
      return;
    }
    notify.success(t("overview.updated"), t("overview.updatedText"));
  };

  const set = (key: keyof ProfileForm) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });

  return (
    <Stack gap="6">
      <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <Heading as="h2" size="md" mb="4">
          {t("overview.details")}
        </Heading>
        <DataList.Root orientation="horizontal" size="md" aria-label={t("overview.details")}>
          {[
            [t("overview.fullName"), orNotProvided(profile.name, t)],
            [t("overview.email"), profile.email],
            [t("overview.phone"), orNotProvided(profile.phone, t)],
            [t("overview.city"), emirateLabel(profile.city, t)],
            [t("overview.address"), orNotProvided(profile.address, t)],
            [t("overview.emiratesId"), orNotProvided(profile.emiratesId, t)],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Box>

      <Box asChild bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <form onSubmit={save} noValidate aria-labelledby="edit-profile-heading">
          <Heading as="h2" id="edit-profile-heading" size="md" mb="4">
            {t("overview.edit")}
          </Heading>
          <Stack gap="4">
            {hasErrors(errors) && (
              <Alert.Root status="error" size="sm" role="alert">
                <Alert.Indicator />
                <Alert.Title>{t("overview.correct")}</Alert.Title>
              </Alert.Root>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t("overview.fullName")} required error={errors.name}>
                <Input value={form.name} onChange={set("name")} autoComplete="name" />
              </FormField>
              <FormField label={t("overview.phone")} required error={errors.phone}>
                <Input
                  type="tel"
                  value={form.phone}
                  onChange={set("phone")}
                  autoComplete="tel"
                  placeholder={t("overview.phonePlaceholder")}
                />
              </FormField>
              <FormField label={t("overview.city")}>
                <SelectInput
                  value={form.city}
                  onChange={set("city")}
                  options={EMIRATE_VALUES.map((value) => ({ value, label: emirateLabel(value, t) }))}
                />
              </FormField>
              <FormField label={t("overview.emiratesId")} error={errors.emiratesId}>
                <Input
                  value={form.emiratesId}
                  onChange={set("emiratesId")}
                  placeholder={t("overview.emiratesIdPlaceholder")}
                />
              </FormField>
            </SimpleGrid>
            <FormField label={t("overview.address")} error={errors.address}>
              <Input value={form.address} onChange={set("address")} autoComplete="street-address" />
            </FormField>
            <Button type="submit" colorPalette="red" alignSelf="flex-start" disabled={saving}>
              {saving ? t("overview.saving") : t("overview.save")}
            </Button>
          </Stack>
        </form>
      </Box>
    </Stack>
  );
}
