export { type AuthMode, type AuthRole, AuthScreen, type AuthScreenProps } from "./AuthScreen";
export { EmailVerificationBanner } from "./EmailVerificationBanner";
export { ForgotPasswordPage } from "./ForgotPasswordPage";
export { LoginPage } from "./LoginPage";
export { ResetPasswordPage } from "./ResetPasswordPage";
export { VerifyEmailPage } from "./VerifyEmailPage";
