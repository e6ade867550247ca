import type { ClientDashboard } from "../../../../contract/client-portal";
import { PortalDialog } from "./portal-dialog";
import { tileFor } from "./tile-registry";

export interface TileDialogProps {
  tileId: string;
  data: ClientDashboard;
  startEditing?: boolean;
  onClose: () => void;
}

/** The dialog a tile opens, looked up by id. */
export function TileDialog({ tileId, data, startEditing, onClose }: TileDialogProps) {
  const { label, size, Panel } = tileFor(tileId);
  return (
    <PortalDialog title={label} size={size} onClose={onClose}>
      <Panel data={data} startEditing={startEditing} />
    </PortalDialog>
  );
}
