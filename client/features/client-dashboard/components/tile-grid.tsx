import { useId } from "react";
import type { ClientDashboard } from "../../../../contract/client-portal";
import { useT } from "../../../i18n/use-t";
import { type TileDefinition, tiles } from "./tile-registry";

export interface TileGridProps {
  data: ClientDashboard;
  onOpen: (tileId: string) => void;
}

export function TileGrid({ data, onOpen }: TileGridProps) {
  const t = useT();
  return (
    <section aria-label={t("clientDashboard.tools")}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Tile tile={tile} description={tile.describe(data, t)} onOpen={() => onOpen(tile.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The button's name is the tile's visible title (tests and screen readers say "Profile"); the description
 * sits outside the button, tied to it by aria-describedby, and the button's ::after covers the whole card
 * so all of it stays clickable (axe label-content-name-mismatch: a name must contain the visible text).
 */
function Tile({ tile, description, onOpen }: { tile: TileDefinition; description: string; onOpen: () => void }) {
  const t = useT();
  const descriptionId = useId();
  const Icon = tile.icon;
  return (
    <div className="relative flex h-full w-full flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition focus-within:border-brand-600 hover:border-brand-600 hover:shadow-md">
      <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <button
        type="button"
        onClick={onOpen}
        aria-describedby={descriptionId}
        className="text-left font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
      >
        {t(tile.label)}
      </button>
      <span id={descriptionId} className="line-clamp-2 text-sm text-slate-600">
        {description}
      </span>
    </div>
  );
}
