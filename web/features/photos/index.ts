export { PhotoDialog, type PhotoDialogProps } from "./PhotoDialog";
