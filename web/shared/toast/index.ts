export { Toaster } from "./Toaster";
export { notify, toaster } from "./toaster";
