export { HistoryPage } from "./HistoryPage";
export { ReviewDialog, type ReviewDialogProps } from "./ReviewDialog";
