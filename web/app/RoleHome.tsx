import { lazy } from "react";
import { LandingScreen } from "../features/landing";
import { useSession } from "../shared/session";
import { FullPageSpinner } from "../shared/ui";

const CustomerHome = lazy(() => import("../features/booking").then((m) => ({ default: m.CustomerHome })));
const ProviderDashboard = lazy(() =>
  import("../features/provider").then((m) => ({ default: m.ProviderDashboard })),
);
const AdminPanel = lazy(() => import("../features/admin").then((m) => ({ default: m.AdminPanel })));

/** `/` by role (spec §2.1): landing when signed out, else the provider, admin or customer home. */
export function RoleHome() {
  const { loading, user } = useSession();
  if (loading) return <FullPageSpinner />;
  if (!user) return <LandingScreen />;
  switch (user.userType) {
    case "provider":
      return <ProviderDashboard />;
    case "admin":
      return <AdminPanel />;
    default:
      return <CustomerHome />;
  }
}
