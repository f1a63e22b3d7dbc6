import { useSyncExternalStore } from "react";
import { getServerStatus, type ServerStatus, subscribeServerStatus } from "./serverStatus";

export function useServerStatus(): ServerStatus {
  return useSyncExternalStore(subscribeServerStatus, getServerStatus, getServerStatus);
}
