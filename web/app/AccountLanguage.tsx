import { useEffect } from "react";
import { fetchAccountLanguage } from "../shared/api";
import { currentLanguage, switchLanguage } from "../shared/i18n";
import { useSession } from "../shared/session";

/**
 * On sign-in (and on start-up with a session), the account's saved language wins over this
 * browser's: a user who chose Arabic on their phone gets Arabic on a borrowed laptop too. An
 * account without a saved choice keeps whatever this browser shows.
 */
export function AccountLanguage() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    fetchAccountLanguage()
      .then((saved) => {
        if (!cancelled && saved && saved !== currentLanguage()) return switchLanguage(saved);
      })
      .catch(() => {
        // Unreachable server: the banner says so; the browser's language stays until next sign-in.
      });
    return () => {
      cancelled = true;
    };
  }, [userId]);
  return null;
}
