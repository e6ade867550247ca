import type { ClientDashboard } from "../../../../contract/client-portal";
import { useT } from "../../../i18n/use-t";
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
  const t = useT();
  const { label, size, Panel } = tileFor(tileId);
  return (
    <PortalDialog title={t(label)} size={size} onClose={onClose}>
      <Panel data={data} startEditing={startEditing} />
    </PortalDialog>
  );
}
