import { useEffect, useRef } from "react";
import { useSubscription } from "urql";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { JobOffersSubscription, MyJobsSubscription } from "./dashboardDocuments";
import { providerMessages } from "./messages";
import { serviceLabel } from "./rowText";

export interface LiveOfferEvents {
  /** An offer closed (taken by another captain, expired, cancelled): hide it at once. */
  readonly onWithdrawn: (requestId: string) => void;
  /** Anything changed: refetch the views. */
  readonly onChange: () => void;
}

/**
 * Offers as they reach the captain, with the spec §8 toast "New Request" / "New {serviceType}
 * request available"; offers withdrawn; and every change of a job they hold (accepted, started,
 * completed, cancelled).
 */
export function useLiveOffers(enabled: boolean, events: LiveOfferEvents): void {
  const t = useT(providerMessages);
  const latest = useRef(events);
  latest.current = events;

  const [offerEvent] = useSubscription({ query: JobOffersSubscription, pause: !enabled });
  const [jobEvent] = useSubscription({ query: MyJobsSubscription, pause: !enabled });

  // The toast speaks the language of the moment the offer arrived; a later switch does not repeat it.
  const translate = useRef(t);
  translate.current = t;
  const offer = offerEvent.data?.jobOffers;
  useEffect(() => {
    if (!offer) return;
    if (offer.kind === "OFFERED") {
      const t = translate.current;
      const text = offer.request
        ? t("toast.newRequestText", { service: serviceLabel(t, offer.request.serviceType) })
        : t("toast.newServiceRequestText");
      notify.info(t("toast.newRequest"), text, { id: `offer-${offer.requestId}` });
    } else {
      latest.current.onWithdrawn(offer.requestId);
    }
    latest.current.onChange();
  }, [offer]);

  const job = jobEvent.data?.myRequests;
  useEffect(() => {
    if (job) latest.current.onChange();
  }, [job]);
}
