export { AdminPanel } from "./AdminPanel";
