import type { EventStore, Position } from "../../domain/ports/eventStore";
import { providerDecider } from "../../domain/provider/decider";
import { captainStatus } from "../../domain/provider/eligibility";
import type { ProviderEvent } from "../../domain/provider/events";
import { uaeDate } from "../../domain/provider/onboarding";
import { type DocumentKind, REQUIRED_DOCUMENTS } from "../../domain/provider/onboardingEvents";
import type { DocumentRef, ProviderState } from "../../domain/provider/state";
import { addDays } from "../../domain/rules/uaeTime";
import { SYSTEM } from "../../domain/shared/actor";
import { fold } from "../../domain/shared/decider";
import { Emirate, type ServiceType } from "../../domain/shared/values";
import { providerStream } from "../../domain/streams";
import type { CommandContext } from "../commandContext";
import type { CommandDeps } from "../commandDeps";
import {
  approveCaptain,
  completeCaptainProfile,
  submitCaptainForReview,
  uploadCaptainDocument,
} from "../commands/onboardingCommands";
import { DocumentStorage } from "../rest/uploads/documentStorage";
import { type CaptainPaperNumbers, paperNumbersFor, tradeNameFor } from "./captainPapers";
import { generatedPaperFiles, type PaperFiles, recordedPaperPaths } from "./paperFiles";

/** How long the papers the system issues run from today, unless a caller says otherwise. */
export const DEFAULT_PAPER_DAYS: Readonly<Record<DocumentKind, number>> = {
  "trade-licence": 365,
  insurance: 365,
  "emirates-id": 3 * 365,
};

export interface SystemOnboarding {
  providerId: string;
  /** The captain's name (the account's): the trade name and the papers are made from it. */
  name: string;
  /** The emirates they serve; every emirate unless said. */
  emirates?: readonly Emirate[];
  /** The services in the profile; the provider's current services unless said. */
  services?: readonly ServiceType[];
  /** Each paper's expiry (YYYY-MM-DD, the first UAE day it is invalid); DEFAULT_PAPER_DAYS from today unless said. */
  expiries?: Partial<Record<DocumentKind, string>>;
  /**
   * The papers' files: a DocumentStorage writes a generated PDF per paper; a PaperFiles chooses
   * (e.g. one shared file); nothing records the path only, for tests that never open a file.
   */
  documents?: DocumentStorage | PaperFiles;
  /** The approval note. */
  note?: string;
  correlationId?: string;
}

export interface OnboardingOutcome {
  /** The last event appended, to wait for in the read models; null when nothing was needed. */
  position: Position | null;
}

/**
 * As the SYSTEM actor: completes the captain's business profile, stores and records their three
 * papers, submits them and approves — the commands a captain and an admin would send, so the events
 * say what happened. Idempotent: a captain already approved (with valid papers) is left alone, a
 * captain waiting for review is approved, a paper that lapsed is replaced.
 */
export function onboardApprovedCaptain(
  deps: CommandDeps,
  input: SystemOnboarding,
): Promise<OnboardingOutcome> {
  return onboard(deps, input, { approve: true });
}

/** The same, but left under review (submitted, not approved): for a queue an admin works through. */
export function onboardCaptainForReview(
  deps: CommandDeps,
  input: SystemOnboarding,
): Promise<OnboardingOutcome> {
  return onboard(deps, input, { approve: false });
}

async function onboard(
  deps: CommandDeps,
  input: SystemOnboarding,
  options: { approve: boolean },
): Promise<OnboardingOutcome> {
  const context: CommandContext = {
    actor: SYSTEM,
    correlationId: input.correlationId ?? `onboard-${input.providerId}`,
    causationId: null,
  };
  const { providerId } = input;
  const state = await providerStateOf(deps.store, providerId);
  if (!state.hasProfile) throw new Error(`provider ${providerId} has no profile to onboard`);
  const today = uaeDate(deps.clock.now().toISOString());
  const status = captainStatus(state, today);
  if (status === "approved" || (status === "under_review" && !options.approve)) return { position: null };

  let position: Position | null = null;
  const track = (result: { position: Position | null }) => {
    position = result.position ?? position;
  };
  if (!state.underReview) {
    const expiries = { ...defaultExpiries(today), ...input.expiries };
    const numbers = paperNumbersFor(providerId);
    const profile = state.captainProfile;
    if (profile === null || profile.tradeLicenceExpiry <= today || profile.insuranceExpiry <= today) {
      track(
        await completeCaptainProfile(deps)(
          {
            providerId,
            profile: {
              tradeName: tradeNameFor(input.name),
              tradeLicenceNumber: numbers.tradeLicenceNumber,
              tradeLicenceExpiry: expiries["trade-licence"],
              insurancePolicyNumber: numbers.insurancePolicyNumber,
              insuranceExpiry: expiries.insurance,
              emiratesId: numbers.emiratesId,
              emirates: [...(input.emirates ?? Emirate.options)],
              services: [...(input.services ?? state.services)],
            },
          },
          context,
        ),
      );
    }
    const files = filesOf(input.documents);
    for (const kind of REQUIRED_DOCUMENTS) {
      const slot = state.documents[kind];
      if (isUsable(slot.pending, today) || isUsable(slot.approved, today)) continue;
      track(
        await recordPaper(deps, context, files, { providerId, name: input.name, kind, numbers, expiries }),
      );
    }
    track(await submitCaptainForReview(deps)({ providerId }, context));
  }
  if (options.approve)
    track(await approveCaptain(deps)({ providerId, note: input.note ?? "Onboarded by the system" }, context));
  return { position };
}

async function recordPaper(
  deps: CommandDeps,
  context: CommandContext,
  files: PaperFiles,
  p: {
    providerId: string;
    name: string;
    kind: DocumentKind;
    numbers: CaptainPaperNumbers;
    expiries: Record<DocumentKind, string>;
  },
) {
  const documentId = deps.ids.next();
  const number = {
    "trade-licence": p.numbers.tradeLicenceNumber,
    insurance: p.numbers.insurancePolicyNumber,
    "emirates-id": p.numbers.emiratesId,
  }[p.kind];
  const expiresOn = p.expiries[p.kind];
  const placed = await files.place({
    providerId: p.providerId,
    documentId,
    kind: p.kind,
    holder: p.name,
    number,
    expiresOn,
  });
  try {
    return await uploadCaptainDocument(deps)(
      {
        providerId: p.providerId,
        document: {
          documentId,
          kind: p.kind,
          expiresOn,
          fileName: `${p.kind}.pdf`,
          contentType: "application/pdf",
          sizeBytes: placed.sizeBytes,
          storagePath: placed.storagePath,
        },
      },
      context,
    );
  } catch (error) {
    await files.discard(placed);
    throw error;
  }
}

function filesOf(documents: SystemOnboarding["documents"]): PaperFiles {
  if (documents === undefined) return recordedPaperPaths;
  return documents instanceof DocumentStorage ? generatedPaperFiles(documents) : documents;
}

function defaultExpiries(today: string): Record<DocumentKind, string> {
  return {
    "trade-licence": addDays(today, DEFAULT_PAPER_DAYS["trade-licence"]),
    insurance: addDays(today, DEFAULT_PAPER_DAYS.insurance),
    "emirates-id": addDays(today, DEFAULT_PAPER_DAYS["emirates-id"]),
  };
}

const isUsable = (ref: DocumentRef | null, today: string) =>
  ref !== null && !ref.expired && ref.expiresOn > today;

/** The provider's state as the decider folds it (the rules' view, fresher than any read model). */
export async function providerStateOf(store: EventStore, providerId: string): Promise<ProviderState> {
  const recorded = await store.readStream(providerStream(providerId));
  return fold(
    providerDecider,
    recorded.map((e) => ({ type: e.type, data: e.data }) as ProviderEvent),
  );
}
