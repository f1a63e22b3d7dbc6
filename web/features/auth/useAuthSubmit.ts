import { useState } from "react";
import { useNavigate } from "react-router";
import { authApi } from "../../shared/api";
import { AUTH_FLOW_GEOLOCATION, currentPosition, type LatLng } from "../../shared/geo";
import { useT } from "../../shared/i18n";
import { homePathFor, useSession } from "../../shared/session";
import { notify } from "../../shared/toast";
import { type AuthSurface, accountCreatedToast, authFailureToast, welcomeBackToast } from "./authToasts";
import type { SignInValues, SignUpValues } from "./authValidation";
import { authMessages } from "./messages";

/** Central Dubai: where a new user is placed when the browser gives no position (spec §9). */
export const DEFAULT_NEW_USER_LOCATION: LatLng = { latitude: 25.2048, longitude: 55.2708 };

/** Where a newly signed-up captain lands (the captain-onboarding feature's screen). */
export const CAPTAIN_ONBOARDING_PATH = "/provider/onboarding";

/** How long sign-up waits for a position it asked for earlier, before using the default. */
const POSITION_GRACE_MS = 1500;

async function positionOrDefault(): Promise<LatLng> {
  const fallback = new Promise<LatLng>((resolve) =>
    setTimeout(() => resolve(DEFAULT_NEW_USER_LOCATION), POSITION_GRACE_MS),
  );
  return Promise.race([
    currentPosition(AUTH_FLOW_GEOLOCATION).catch(() => DEFAULT_NEW_USER_LOCATION),
    fallback,
  ]);
}

/**
 * Sends the sign-in and sign-up forms, remembers the user, greets them and takes them home
 * (providers to /provider, a new captain to their onboarding, everyone else to /); failures become
 * the surface's toast.
 */
export function useAuthSubmit(surface: AuthSurface) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const t = useT(authMessages);

  async function submitSignIn(values: SignInValues): Promise<void> {
    setPending(true);
    try {
      const user = await authApi.login({ email: values.email.trim(), password: values.password });
      signIn(user);
      const welcome = welcomeBackToast(t);
      notify.success(welcome.title, welcome.description);
      navigate(homePathFor(user.userType), { replace: true });
    } catch (error) {
      const toast = authFailureToast(t, surface, "signin", error);
      notify.error(toast.title, toast.description);
    } finally {
      setPending(false);
    }
  }

  async function submitSignUp(values: SignUpValues, userType: "customer" | "provider"): Promise<void> {
    setPending(true);
    try {
      const at = await positionOrDefault();
      const user = await authApi.register({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        password: values.password,
        userType,
        latitude: at.latitude,
        longitude: at.longitude,
        isOnline: userType === "customer",
      });
      signIn(user);
      const created = accountCreatedToast(t);
      notify.success(created.title, created.description);
      // A new captain starts with the onboarding they must finish before they can go online.
      navigate(user.userType === "provider" ? CAPTAIN_ONBOARDING_PATH : homePathFor(user.userType), {
        replace: true,
      });
    } catch (error) {
      const toast = authFailureToast(t, surface, "signup", error);
      notify.error(toast.title, toast.description);
    } finally {
      setPending(false);
    }
  }

  return { pending, submitSignIn, submitSignUp };
}
