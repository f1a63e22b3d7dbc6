import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { ArrowLeftIcon } from "./icons";

export interface ContentPageProps {
  readonly title: string;
  readonly subtitle?: string;
  /** Where the back button goes, and what it says. */
  readonly back?: { readonly to: string; readonly label: string };
  readonly children: ReactNode;
}

/** A readable single-column page: help, legal and other text pages. */
export function ContentPage({ title, subtitle, back, children }: ContentPageProps) {
  return (
    <Container maxW="3xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      {back && (
        <Button asChild variant="ghost" size="sm" mb="4" ms="-2">
          <RouterLink to={back.to}>
            <ArrowLeftIcon /> {back.label}
          </RouterLink>
        </Button>
      )}
      <Box as="article" bg="bg" borderRadius="xl" borderWidth="1px" p={{ base: "5", md: "8" }} shadow="sm">
        <Stack gap="2" mb="6">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        <Stack
          gap="5"
          lineHeight="tall"
          css={{ "& h2": { fontWeight: "semibold", fontSize: "lg", mt: "2" } }}
        >
          {children}
        </Stack>
      </Box>
    </Container>
  );
}
