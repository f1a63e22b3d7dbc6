/** What decides the customer home's left panel (spec §2.4). */
export interface LeftPanelState {
  /** The provider comparison list is open (after choosing a vehicle and a timing). */
  readonly comparingProviders: boolean;
  /** A "now" booking was confirmed and the captain is driving over. */
  readonly captainOnTheWay: boolean;
  /** A scheduled booking was confirmed. */
  readonly scheduledConfirmed: boolean;
  /** The customer has a request that is neither completed nor cancelled. */
  readonly hasActiveRequest: boolean;
  /** A provider was picked on the map. */
  readonly hasSelectedProvider: boolean;
}

export type LeftPanel =
  | "provider-comparison"
  | "captain-on-the-way"
  | "scheduled-confirmation"
  | "request-details"
  | "available-near-you";

/** The one panel to show, in the spec's order of precedence; "Available Near You" when nothing else applies. */
export function leftPanelFor(state: LeftPanelState): LeftPanel {
  if (state.comparingProviders) return "provider-comparison";
  if (state.captainOnTheWay) return "captain-on-the-way";
  if (state.scheduledConfirmed) return "scheduled-confirmation";
  if (state.hasActiveRequest || state.hasSelectedProvider) return "request-details";
  return "available-near-you";
}

export const IDLE_LEFT_PANEL_STATE: LeftPanelState = {
  comparingProviders: false,
  captainOnTheWay: false,
  scheduledConfirmed: false,
  hasActiveRequest: false,
  hasSelectedProvider: false,
};
