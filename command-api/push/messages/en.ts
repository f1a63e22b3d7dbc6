/**
 * What notifications say (issue 22), in English: the catalogue's shape, which ar.ts follows.
 * Figures come in formatted (../../i18n/localFigures), so a catalogue only places them.
 */
export const en = {
  newOffer: {
    title: "New job offer",
    answerBefore: (time: string) => `A customer needs help. Answer before ${time} (UAE time).`,
    answerOnDashboard: "A customer needs help. Answer it on your dashboard.",
  },
  offerWithdrawn: { title: "Offer withdrawn", body: "The job you were offered is no longer available." },
  jobCancelled: { title: "Job cancelled", body: "The customer cancelled this job. You do not need to go." },
  captainAccepted: { title: "Captain on the way", body: "A captain accepted your request." },
  captainNearby: {
    title: "Captain nearby",
    body: (km: number) => `Your captain is less than ${km} km away.`,
  },
  captainArrived: { title: "Captain arrived", body: "Your captain has arrived and started the job." },
  receipt: {
    title: "Job completed: your receipt",
    body: (p: { paid: string; vat: string; invoiceNumber: string }) =>
      `You paid ${p.paid} incl. VAT ${p.vat}. Tap to open tax invoice ${p.invoiceNumber}.`,
  },
  jobCompleted: { title: "Job completed", body: "Your service is complete. You can rate your captain now." },
  chatMessage: { title: "New message", body: "You have a new chat message about your job." },
  nobodyTookRequest: {
    title: "No captain available",
    body: "Nobody could take your request. Open the app to try again or call support.",
  },
  /** What the holder of a family share link is told: only the trip's status. */
  family: {
    tripStarted: { title: "Trip started", body: "The captain has arrived and started the job." },
    tripEnded: {
      title: "Trip ended",
      completed: "The job is complete.",
      cancelled: "The trip was cancelled.",
      unassigned: "No captain could take this request.",
    },
  },
};

/** What every language's catalogue of notifications holds. */
export type PushMessages = typeof en;
