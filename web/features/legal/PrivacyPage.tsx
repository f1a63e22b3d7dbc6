import { Link, List, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link as RouterLink } from "react-router";
import { SUPPORT_EMAIL } from "../../shared/config";
import { ContentPage } from "../../shared/ui";

/** What Roadside collects, why, and for how long. */
export function PrivacyPage() {
  useEffect(() => {
    document.title = "Privacy Policy – Roadside";
  }, []);

  return (
    <ContentPage
      title="Privacy Policy"
      subtitle="What we collect to get help to you, and what we do with it."
      back={{ to: "/login", label: "Back to sign in" }}
    >
      <Text>
        Roadside handles personal data in line with the UAE's Personal Data Protection Law (Federal Decree-Law
        No. 45 of 2021). This page explains what we collect and why.
      </Text>

      <Text as="h2">What we collect</Text>
      <List.Root ps="5" gap="1">
        <List.Item>
          Account details: your name, email, phone number, city, and optionally your address and Emirates ID.
        </List.Item>
        <List.Item>Vehicles you save: make, model, year, colour, plate and type.</List.Item>
        <List.Item>
          Requests: the service, pickup and destination, the vehicle, your notes, the price, status changes,
          photos you upload, chat messages, and the reviews you give and receive.
        </List.Item>
        <List.Item>
          Location: your position when you allow the browser to share it, to find captains near you; a
          captain's position while they are online and while a job is active.
        </List.Item>
      </List.Root>

      <Text as="h2">Why we use it</Text>
      <List.Root ps="5" gap="1">
        <List.Item>
          To match your request with nearby providers and show you their position and arrival time.
        </List.Item>
        <List.Item>To let you and your captain call or message each other about the job.</List.Item>
        <List.Item>To keep a record of each job for billing, disputes, safety and quality.</List.Item>
      </List.Root>

      <Text as="h2">Sharing</Text>
      <Text>
        The provider you book sees your name, phone number, pickup location and vehicle for that job. If you
        share a trip with family, the people you choose can follow the trip through a private link. We do not
        sell personal data.
      </Text>

      <Text as="h2">Cookies and storage</Text>
      <Text>
        We use one session cookie to keep you signed in. The app also keeps your user id, name and account
        type in your browser's local storage so it can open quickly; signing out removes them. We use no
        advertising cookies.
      </Text>

      <Text as="h2">How long we keep it</Text>
      <Text>
        Every change to a request is recorded as it happens, so the history of a job can be checked later. We
        keep job records for as long as the law requires for business and tax records; account details are
        kept while your account is open.
      </Text>

      <Text as="h2">Your rights</Text>
      <Text>
        You can see and correct your profile in the app at any time. To get a copy of your data, or to ask us
        to delete your account, write to{" "}
        <Link href={`mailto:${SUPPORT_EMAIL}`} colorPalette="red" variant="underline">
          {SUPPORT_EMAIL}
        </Link>
        . See also our{" "}
        <Link asChild colorPalette="red" variant="underline">
          <RouterLink to="/terms">Terms of Service</RouterLink>
        </Link>
        .
      </Text>
    </ContentPage>
  );
}
