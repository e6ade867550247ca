import type { ClientDashboard } from "../../../../contract/client-portal";

/** What every tile's panel receives; its own file so the registry and its panels do not import each other. */
export interface TilePanelProps {
  data: ClientDashboard;
  /** The profile opens straight in edit mode from the greeting's "click here to add your name". */
  startEditing?: boolean;
}
