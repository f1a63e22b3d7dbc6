import type { Emirate, UserType } from "../shared/values";
import type { PreferredLanguage } from "./events";
import type { Suspension } from "./suspension";

export interface Profile {
  name: string;
  phone: string;
  address: string | null;
  city: Emirate;
  emiratesId: string | null;
}

/** What the account decider's rules read; the profile is kept to recognise an edit that changes nothing. */
export interface AccountState {
  exists: boolean;
  userType: UserType | null;
  /** Set while an admin has the account suspended. */
  suspension: Suspension | null;
  profile: Profile | null;
  /** In the order they were added: the oldest remaining becomes primary when the primary goes. */
  vehicles: readonly { vehicleId: string; vehicleName: string; licensePlate: string }[];
  defaultVehicleId: string | null;
  contacts: readonly { contactId: string; contactPhone: string }[];
  /** Where reset links go (the sign-up email, normalised). */
  email: string | null;
  /** Reset links asked for and not yet used or superseded by a new password, oldest first. */
  openResets: readonly { resetId: string; requestedAt: string; expiresAt: string }[];
  /** The owner opened a verification link mailed to `email`. */
  emailVerified: boolean;
  /** When the last verification link was mailed (sign-up mails the first): resends wait a minute. */
  lastVerificationMailAt: string | null;
  /** The language the owner chose; null until they choose (the browser's then decides). */
  preferredLanguage: PreferredLanguage | null;
}

export const initialState = (): AccountState => ({
  exists: false,
  userType: null,
  suspension: null,
  profile: null,
  vehicles: [],
  defaultVehicleId: null,
  contacts: [],
  email: null,
  openResets: [],
  emailVerified: false,
  lastVerificationMailAt: null,
  preferredLanguage: null,
});
