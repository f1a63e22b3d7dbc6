import { apiRequest } from "./http";

interface RecoveryAnswer {
  readonly message: string;
}

/** Mails a reset link when the email has an account; the answer is the same either way. */
export const forgotPassword = (email: string): Promise<RecoveryAnswer> =>
  apiRequest("POST", "/api/auth/forgot-password", { email });

/** Sets a new password with a reset link's token; every session of the account ends. */
export const resetPassword = (token: string, password: string): Promise<RecoveryAnswer> =>
  apiRequest("POST", "/api/auth/reset-password", { token, password });

/** Signed in: needs the current password; other sessions end, this one stays. */
export const changePassword = (currentPassword: string, newPassword: string): Promise<RecoveryAnswer> =>
  apiRequest("POST", "/api/auth/change-password", { currentPassword, newPassword });
