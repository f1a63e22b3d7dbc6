import { type ReactNode, useEffect } from "react";
import { Navigate } from "react-router";
import type { UserType } from "../shared/api";
import { useSession } from "../shared/session";
import { notify } from "../shared/toast";
import { FullPageSpinner, PleaseLogIn } from "../shared/ui";

/** Renders its screen for a signed-in user; waits for the session, else asks to log in. */
export function RequireAuth({ children }: { readonly children: ReactNode }) {
  const { loading, user } = useSession();
  if (loading) return <FullPageSpinner />;
  if (!user) return <PleaseLogIn />;
  return <>{children}</>;
}

const ROLE_NAMES: Record<UserType, string> = {
  customer: "customers",
  provider: "service providers",
  admin: "admins",
};

function SentHome({ allowed }: { readonly allowed: readonly UserType[] }) {
  useEffect(() => {
    // A fixed id keeps StrictMode's second effect from queuing the same toast twice.
    notify.warning(
      "Not available",
      `That page is for ${allowed.map((role) => ROLE_NAMES[role]).join(" and ")} only.`,
      { id: "role-guard" },
    );
  }, [allowed]);
  return <Navigate to="/" replace />;
}

/**
 * A convenience guard: a signed-in user of another role is sent home with a toast. The server is
 * the real guard; this only spares the user a screen full of refused calls.
 */
export function RequireRole({
  allowed,
  children,
}: {
  readonly allowed: readonly UserType[];
  readonly children: ReactNode;
}) {
  const { loading, user } = useSession();
  if (loading) return <FullPageSpinner />;
  if (!user) return <PleaseLogIn />;
  if (!allowed.includes(user.userType)) return <SentHome allowed={allowed} />;
  return <>{children}</>;
}
