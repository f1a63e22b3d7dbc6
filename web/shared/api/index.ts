export type { AuthUser, LoginInput, RegisterInput, UserType } from "./auth";
export * as authApi from "./auth";
export { ApiError, apiRequest, ServerUnreachableError } from "./http";
export * as passwordApi from "./passwordRecovery";
export { probeServer } from "./probeServer";
export type { ServerStatus } from "./serverStatus";
export { getServerStatus, setServerStatus } from "./serverStatus";
export { onSessionExpired, reportSessionExpired, type SessionEndReason } from "./sessionExpiry";
export { useServerStatus } from "./useServerStatus";
