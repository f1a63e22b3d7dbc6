export { ProfilePage, type ProfileTab } from "./ProfilePage";
