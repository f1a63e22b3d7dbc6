export { EmergencyContactsPanel, type EmergencyContactsPanelProps } from "./EmergencyContactsPanel";
export { FamilySafetyDialog, type FamilySafetyDialogProps } from "./FamilySafetyDialog";
