export { BrandMark } from "./BrandMark";
export { ContentPage, type ContentPageProps } from "./ContentPage";
export { FullPageSpinner } from "./FullPageSpinner";
export * from "./icons";
export { PasswordInput } from "./PasswordInput";
export { PleaseLogIn } from "./PleaseLogIn";
export { ServerUnreachableBanner } from "./ServerUnreachableBanner";
