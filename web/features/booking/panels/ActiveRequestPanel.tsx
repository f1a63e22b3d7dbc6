import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { telHref } from "../../../shared/config";
import { useT } from "../../../shared/i18n";
import { PhoneIcon } from "../../../shared/ui";
import {
  ExtrasApproval,
  LiveTrackingPanel,
  RequestSummaryLines,
  requestStatusLabel,
  type TrackedRequest,
} from "../../tracking";
import { serviceFromEnum } from "../data/serviceEnum";
import { bookingMessages } from "../messages";
import { useServiceName } from "../useServiceName";

const CANCELLABLE = new Set(["PENDING", "ACCEPTED", "IN_PROGRESS", "UNASSIGNED"]);

export interface ActiveRequestPanelProps {
  readonly request: TrackedRequest;
  readonly onTrack: () => void;
  readonly onProviderInfo: () => void;
  readonly onCancel: () => void;
  readonly cancelling: boolean;
  /** Leave a finished request's panel. */
  readonly onDone: () => void;
  /**
   * Message, photos and family safety: the request's other dialogs, supplied by their own features
   * (chat, photo documentation, family safety network).
   */
  readonly extraActions?: ReactNode;
}

/** The active request's details with the actions call, message, cancel, photos, track live, family safety (spec §2.4). */
export function ActiveRequestPanel(props: ActiveRequestPanelProps) {
  const { request } = props;
  const t = useT(bookingMessages);
  const serviceName = useServiceName();
  const navigate = useNavigate();
  const finished = request.status === "COMPLETED" || request.status === "CANCELLED";
  return (
    <Box as="section" aria-labelledby="active-request-heading">
      <Stack gap="3">
        <HStack justify="space-between" align="start">
          <Box>
            <Heading as="h2" id="active-request-heading" size="md">
              {serviceName(serviceFromEnum(request.serviceType))}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t("active.requestId", { id: request.shortId })}
            </Text>
          </Box>
          <Badge
            colorPalette={
              request.status === "COMPLETED" ? "green" : request.status === "CANCELLED" ? "gray" : "blue"
            }
            size="md"
          >
            {requestStatusLabel(request.status)}
          </Badge>
        </HStack>
        {request.provider && (
          <Button variant="plain" p="0" height="auto" justifyContent="start" onClick={props.onProviderInfo}>
            <Text textDecoration="underline">{t("active.captain", { name: request.provider.name })}</Text>
          </Button>
        )}
        <Stack gap="0" fontSize="sm">
          <RequestSummaryLines request={request} />
        </Stack>
        {finished ? (
          <Stack gap="2">
            <Text fontWeight="medium" role="status">
              {request.status === "COMPLETED" ? t("active.completed") : t("active.cancelled")}
            </Text>
            <HStack gap="2" wrap="wrap">
              {request.status === "COMPLETED" && (
                <Button size="sm" colorPalette="yellow" onClick={() => navigate("/history")}>
                  {t("active.rate")}
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={props.onDone}>
                {t("active.done")}
              </Button>
            </HStack>
          </Stack>
        ) : (
          <>
            <LiveTrackingPanel request={request} />
            <ExtrasApproval requestId={request.id} />
            <SimpleGrid columns={2} gap="2">
              {request.provider && (
                <Button asChild size="sm" variant="surface">
                  <a href={telHref(request.provider.phone)}>
                    <PhoneIcon /> {t("active.call")}
                  </a>
                </Button>
              )}
              <Button size="sm" variant="surface" colorPalette="green" onClick={props.onTrack}>
                {t("active.trackLive")}
              </Button>
              {props.extraActions}
              {CANCELLABLE.has(request.status) && (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={props.onCancel}
                  loading={props.cancelling}
                  loadingText={t("active.cancelling")}
                >
                  {t("active.cancel")}
                </Button>
              )}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Box>
  );
}
