import { useCallback, useEffect, useState } from "react";

export type PermissionName = "geolocation" | "notifications";
/** "unsupported" where the browser cannot say. */
export type BrowserPermissionState = "granted" | "denied" | "prompt" | "unsupported";

/**
 * The browser's own permission for location or notifications, kept current as it changes. The
 * Privacy & Security switches show these real states instead of the spec's static "on".
 */
export function useBrowserPermission(name: PermissionName): {
  readonly status: BrowserPermissionState;
  readonly request: () => Promise<void>;
} {
  const [status, setStatus] = useState<BrowserPermissionState>("unsupported");

  useEffect(() => {
    let permission: PermissionStatus | null = null;
    let stopped = false;
    const update = () => {
      if (permission) setStatus(permission.state);
    };
    navigator.permissions
      ?.query({ name } as PermissionDescriptor)
      .then((result) => {
        if (stopped) return;
        permission = result;
        update();
        result.addEventListener("change", update);
      })
      .catch(() => setStatus(fallbackStatus(name)));
    if (!navigator.permissions) setStatus(fallbackStatus(name));
    return () => {
      stopped = true;
      permission?.removeEventListener("change", update);
    };
  }, [name]);

  const request = useCallback(async () => {
    if (name === "notifications") {
      if (typeof Notification === "undefined") return;
      const answer = await Notification.requestPermission();
      setStatus(answer === "default" ? "prompt" : answer);
      return;
    }
    await new Promise<void>((resolve) => {
      if (!navigator.geolocation) return resolve();
      navigator.geolocation.getCurrentPosition(
        () => {
          setStatus("granted");
          resolve();
        },
        (error) => {
          if (error.code === 1) setStatus("denied");
          resolve();
        },
        { timeout: 10_000 },
      );
    });
  }, [name]);

  return { status, request };
}

function fallbackStatus(name: PermissionName): BrowserPermissionState {
  if (name === "notifications" && typeof Notification !== "undefined")
    return Notification.permission === "default" ? "prompt" : Notification.permission;
  return "unsupported";
}
