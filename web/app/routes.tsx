import { lazy } from "react";
import type { RouteObject } from "react-router";
import { ForgotPasswordPage, LoginPage, ResetPasswordPage, VerifyEmailPage } from "../features/auth";
import { RequireAuth, RequireRole } from "./guards";
import { NotFoundPage } from "./NotFoundPage";
import { RoleHome } from "./RoleHome";
import { RootLayout } from "./RootLayout";

// Signed-in screens load on demand, so a visitor downloads only the landing and the sign-in pages.
const ProfilePage = lazy(() => import("../features/profile").then((m) => ({ default: m.ProfilePage })));
const HistoryPage = lazy(() => import("../features/history").then((m) => ({ default: m.HistoryPage })));
const ProviderDashboard = lazy(() =>
  import("../features/provider").then((m) => ({ default: m.ProviderDashboard })),
);
const EarningsPage = lazy(() => import("../features/provider").then((m) => ({ default: m.EarningsPage })));
const CaptainOnboardingPage = lazy(() =>
  import("../features/captain-onboarding").then((m) => ({ default: m.CaptainOnboardingPage })),
);
const AdminPanel = lazy(() => import("../features/admin").then((m) => ({ default: m.AdminPanel })));
const TermsPage = lazy(() => import("../features/legal").then((m) => ({ default: m.TermsPage })));
const SharedTripPage = lazy(() =>
  import("../features/shared-trip").then((m) => ({ default: m.SharedTripPage })),
);
const PrivacyPage = lazy(() => import("../features/legal").then((m) => ({ default: m.PrivacyPage })));
// Dev server only: the folded `import.meta.env.DEV` drops this route and its chunk from production builds.
const devRoutes = import.meta.env.DEV
  ? [
      {
        path: "/__dev/map",
        Component: lazy(() => import("../features/map/dev/MapLab").then((m) => ({ default: m.MapLab }))),
      },
    ]
  : [];

/**
 * Spec §2.1's route map; the browser's router runs it (AppRouter), and the build renders the
 * public pages from it (prerender.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: "/", element: <RoleHome /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/verify-email", element: <VerifyEmailPage /> },
      { path: "/terms", element: <TermsPage /> },
      { path: "/privacy", element: <PrivacyPage /> },
      {
        path: "/profile",
        element: (
          <RequireAuth>
            <ProfilePage initialTab="overview" />
          </RequireAuth>
        ),
      },
      {
        path: "/profile/settings",
        element: (
          <RequireAuth>
            <ProfilePage initialTab="settings" />
          </RequireAuth>
        ),
      },
      {
        path: "/vehicles",
        element: (
          <RequireAuth>
            <ProfilePage initialTab="fleet" />
          </RequireAuth>
        ),
      },
      // The spec leaves the screen behind "My Requests" open; the customer's requests are their history.
      { path: "/requests", element: <HistoryPage /> },
      { path: "/history", element: <HistoryPage /> },
      {
        path: "/provider",
        element: (
          <RequireRole allowed={["provider", "admin"]}>
            <ProviderDashboard />
          </RequireRole>
        ),
      },
      {
        path: "/provider/onboarding",
        element: (
          <RequireRole allowed={["provider"]}>
            <CaptainOnboardingPage />
          </RequireRole>
        ),
      },
      {
        path: "/provider/earnings",
        element: (
          <RequireRole allowed={["provider"]}>
            <EarningsPage />
          </RequireRole>
        ),
      },
      {
        path: "/provider-dashboard",
        element: (
          <RequireRole allowed={["provider", "admin"]}>
            <ProviderDashboard />
          </RequireRole>
        ),
      },
      {
        path: "/admin-panel",
        element: (
          <RequireRole allowed={["admin"]}>
            <AdminPanel />
          </RequireRole>
        ),
      },
      // A family share link's public page: no sign-in, the token is the key.
      { path: "/track/:shareToken", element: <SharedTripPage /> },
      ...devRoutes,
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
