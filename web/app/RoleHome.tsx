import { lazy } from "react";
import { LandingScreen } from "../features/landing";
// The file, not the map's index: that would bring the whole map widget's face into the app shell.
import { preloadMap } from "../features/map/preloadMap";
import { useSession } from "../shared/session";
import { FullPageSpinner } from "../shared/ui";

const CustomerHome = lazy(() => {
  // The customer home opens on its map: the map's code and settings download beside the home's
  // own chunk, not after it has run (issue 24).
  preloadMap();
  return import("../features/booking").then((m) => ({ default: m.CustomerHome }));
});
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
