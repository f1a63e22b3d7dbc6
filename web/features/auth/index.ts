export { type AuthMode, type AuthRole, AuthScreen, type AuthScreenProps } from "./AuthScreen";
export { ForgotPasswordPage } from "./ForgotPasswordPage";
export { LoginPage } from "./LoginPage";
export { ResetPasswordPage } from "./ResetPasswordPage";
