import { Link, List, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link as RouterLink } from "react-router";
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from "../../shared/config";
import { ContentPage } from "../../shared/ui";

/** The terms of using Roadside, in plain language. */
export function TermsPage() {
  useEffect(() => {
    document.title = "Terms of Service – Roadside";
  }, []);

  return (
    <ContentPage
      title="Terms of Service"
      subtitle="The rules for using Roadside, as a customer or as a service provider."
      back={{ to: "/login", label: "Back to sign in" }}
    >
      <Text>
        Roadside is a marketplace: it connects drivers who need roadside help in the United Arab Emirates with
        independent, licensed service providers ("captains"). By creating an account or booking a service you
        agree to these terms.
      </Text>

      <Text as="h2">1. Accounts</Text>
      <List.Root ps="5" gap="1">
        <List.Item>
          You must give your real name, a phone number where you can be reached and a working email.
        </List.Item>
        <List.Item>
          Keep your password to yourself. You are responsible for what happens under your account.
        </List.Item>
        <List.Item>
          A customer account books services; a provider account receives and carries out requests.
        </List.Item>
      </List.Root>

      <Text as="h2">2. Booking a service</Text>
      <List.Root ps="5" gap="1">
        <List.Item>
          Prices are shown in UAE dirhams (AED) before you confirm. The starting price of each service is the
          minimum; the final price is shown on your request once the job is done.
        </List.Item>
        <List.Item>
          Arrival times are estimates based on distance and traffic. We show your captain's position live so
          you can see where they are.
        </List.Item>
        <List.Item>
          Describe your vehicle and location accurately. A captain may decline a job they cannot do safely,
          for example a vehicle their truck cannot carry.
        </List.Item>
        <List.Item>You may cancel a request that has not been completed from the request's panel.</List.Item>
      </List.Root>

      <Text as="h2">3. Providers</Text>
      <List.Root ps="5" gap="1">
        <List.Item>
          Providers must hold the licences and insurance their work requires in the emirate where they
          operate, and keep their vehicles and equipment roadworthy.
        </List.Item>
        <List.Item>
          Accept only jobs you can reach and complete, and keep your online status truthful.
        </List.Item>
        <List.Item>
          Providers are independent businesses; they, not Roadside, carry out the service.
        </List.Item>
      </List.Root>

      <Text as="h2">4. Reviews and conduct</Text>
      <Text>
        After a completed job, customers and providers may rate each other from 1 to 5 stars and leave a
        comment. Keep reviews honest and respectful; we may remove reviews that are abusive, share personal
        data or are unrelated to the service. Harassment of customers, captains or support staff ends the
        account.
      </Text>

      <Text as="h2">5. Emergencies</Text>
      <Text>
        Roadside is not an emergency service. If anyone is injured or in danger, call the police on 999 or an
        ambulance on 998 first.
      </Text>

      <Text as="h2">6. Liability</Text>
      <Text>
        We work to keep Roadside available around the clock, but we cannot promise it will never be
        interrupted. Nothing in these terms limits rights you have under UAE consumer protection law.
      </Text>

      <Text as="h2">7. Contact</Text>
      <Text>
        Questions about these terms: call{" "}
        <Link href={telHref(SUPPORT_PHONE)} colorPalette="red" variant="underline">
          {SUPPORT_PHONE}
        </Link>{" "}
        or write to{" "}
        <Link href={`mailto:${SUPPORT_EMAIL}`} colorPalette="red" variant="underline">
          {SUPPORT_EMAIL}
        </Link>
        . How we handle your data is described in our{" "}
        <Link asChild colorPalette="red" variant="underline">
          <RouterLink to="/privacy">Privacy Policy</RouterLink>
        </Link>
        .
      </Text>
    </ContentPage>
  );
}
