export { CustomerHome } from "./CustomerHome";
export { IDLE_LEFT_PANEL_STATE, type LeftPanel, type LeftPanelState, leftPanelFor } from "./leftPanel";
