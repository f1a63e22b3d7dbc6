import {
  Alert,
  Box,
  Button,
  DataList,
  Field,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
} from "@chakra-ui/react";
import { type FormEvent, useEffect, useState } from "react";
import { EMIRATES } from "../../../domain/rules/emirates";
import { notify } from "../../shared/toast";
import { fetchProfile, type ProfileChanges, type UserProfile, updateProfile } from "./profileApi";
import { orNotProvided, validateProfile } from "./profileValidation";

function toChanges(profile: UserProfile): ProfileChanges {
  return {
    name: profile.name,
    phone: profile.phone ?? "",
    address: profile.address ?? "",
    city: profile.city ?? "Dubai",
    emiratesId: profile.emiratesId ?? "",
  };
}

/** Read-only details and the edit form (spec §2.7). */
export function OverviewTab({ userId }: { readonly userId: string }) {
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [form, setForm] = useState<ProfileChanges | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchProfile(userId, controller.signal)
      .then((loaded) => {
        setProfile(loaded);
        setForm(toChanges(loaded));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadError(error instanceof Error ? error.message : String(error));
      });
    return () => controller.abort();
  }, [userId]);

  if (loadError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your profile could not be loaded</Alert.Title>
          <Alert.Description>{loadError}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (!profile || !form) return <Skeleton height="64" borderRadius="xl" aria-label="Loading your profile" />;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const message = validateProfile(form);
    setFormError(message);
    if (message) return;
    setSaving(true);
    try {
      const saved = await updateProfile(userId, form);
      setProfile({ ...profile, ...form, ...(saved ?? {}) });
      notify.success("Profile Updated", "Your changes have been saved.");
    } catch (error) {
      notify.error("Update Failed", error instanceof Error ? error.message : "Please try again");
    } finally {
      setSaving(false);
    }
  };

  const set = (key: keyof ProfileChanges) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });

  return (
    <Stack gap="6">
      <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <Heading as="h2" size="md" mb="4">
          Personal details
        </Heading>
        <DataList.Root orientation="horizontal" size="md">
          {[
            ["Full Name", orNotProvided(profile.name)],
            ["Email", profile.email],
            ["Phone", orNotProvided(profile.phone)],
            ["City", orNotProvided(profile.city)],
            ["Address", orNotProvided(profile.address)],
            ["Emirates ID", orNotProvided(profile.emiratesId)],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Box>

      <Box asChild bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <form onSubmit={save} noValidate>
          <Heading as="h2" size="md" mb="4">
            Edit profile
          </Heading>
          <Stack gap="4">
            {formError && (
              <Alert.Root status="error" size="sm" role="alert">
                <Alert.Indicator />
                <Alert.Title>{formError}</Alert.Title>
              </Alert.Root>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root required>
                <Field.Label>
                  Full Name <Field.RequiredIndicator />
                </Field.Label>
                <Input value={form.name} onChange={set("name")} autoComplete="name" />
              </Field.Root>
              <Field.Root required>
                <Field.Label>
                  Phone <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="tel"
                  value={form.phone}
                  onChange={set("phone")}
                  autoComplete="tel"
                  placeholder="+971 50 123 4567"
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>City</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={form.city} onChange={set("city")}>
                    {EMIRATES.map((emirate) => (
                      <option key={emirate} value={emirate}>
                        {emirate}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root>
                <Field.Label>Emirates ID</Field.Label>
                <Input
                  value={form.emiratesId}
                  onChange={set("emiratesId")}
                  placeholder="784-XXXX-XXXXXXX-X"
                />
              </Field.Root>
            </SimpleGrid>
            <Field.Root>
              <Field.Label>Address</Field.Label>
              <Input value={form.address} onChange={set("address")} autoComplete="street-address" />
            </Field.Root>
            <Button type="submit" colorPalette="red" alignSelf="flex-start" disabled={saving}>
              {saving ? "Saving..." : "Save Changes"}
            </Button>
          </Stack>
        </form>
      </Box>
    </Stack>
  );
}
