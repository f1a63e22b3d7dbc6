import { type ReactNode, useEffect } from "react";
import { Navigate } from "react-router";
import type { UserType } from "../shared/api";
import { formatList } from "../shared/format";
import { useT } from "../shared/i18n";
import { useSession } from "../shared/session";
import { notify } from "../shared/toast";
import { FullPageSpinner, PleaseLogIn } from "../shared/ui";
import { shellMessages } from "./messages";

/** Renders its screen for a signed-in user; waits for the session, else asks to log in. */
export function RequireAuth({ children }: { readonly children: ReactNode }) {
  const { loading, user } = useSession();
  if (loading) return <FullPageSpinner />;
  if (!user) return <PleaseLogIn />;
  return <>{children}</>;
}

function SentHome({ allowed }: { readonly allowed: readonly UserType[] }) {
  const t = useT(shellMessages);
  const roleNames: Record<UserType, string> = {
    customer: t("role.customer"),
    provider: t("role.provider"),
    admin: t("role.admin"),
  };
  const title = t("guard.title");
  const text = t("guard.text", { roles: formatList(allowed.map((role) => roleNames[role])) });
  useEffect(() => {
    // A fixed id keeps StrictMode's second effect from queuing the same toast twice.
    notify.warning(title, text, { id: "role-guard" });
  }, [title, text]);
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
