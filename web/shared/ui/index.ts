// The pieces the app shell itself draws. Dialogs and form pieces (ModalDialog, DialogActions, FormField,
// SelectInput, LoadErrorAlert, LogoutButton) are imported from their own files, so that Chakra's
// dialog and field machinery stays in the lazily loaded screens' chunks, not in the first paint's.
export { BrandMark } from "./BrandMark";
export { ContentPage, type ContentPageProps } from "./ContentPage";
export { FullPageSpinner } from "./FullPageSpinner";
export * from "./icons";
export { OfflineScreen } from "./OfflineScreen";
export { PasswordInput } from "./PasswordInput";
export { PleaseLogIn } from "./PleaseLogIn";
export { ServerUnreachableBanner } from "./ServerUnreachableBanner";
