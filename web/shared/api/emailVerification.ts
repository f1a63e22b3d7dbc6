import { apiRequest } from "./http";

interface VerificationAnswer {
  readonly message: string;
  readonly emailVerified: boolean;
}

/** Confirms the account's email with a verification link's token (works once). */
export const verifyEmail = (token: string): Promise<VerificationAnswer> =>
  apiRequest("POST", "/api/auth/verify-email", { token });

/** Signed in and unverified: mails a new link (one a minute). */
export const resendVerification = (): Promise<VerificationAnswer> =>
  apiRequest("POST", "/api/auth/resend-verification", {});
