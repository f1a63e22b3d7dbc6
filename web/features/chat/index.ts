export { ChatDialog, type ChatDialogProps } from "./ChatDialog";
