import { useId } from "react";
import type { ClientDashboard } from "../../../../contract/client-portal";
import { type TileDefinition, tiles } from "./tile-registry";

export interface TileGridProps {
  data: ClientDashboard;
  onOpen: (tileId: string) => void;
}

export function TileGrid({ data, onOpen }: TileGridProps) {
  return (
    <section aria-label="Your tools">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Tile tile={tile} description={tile.describe(data)} onOpen={() => onOpen(tile.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tile({ tile, description, onOpen }: { tile: TileDefinition; description: string; onOpen: () => void }) {
  const labelId = useId();
  const descriptionId = useId();
  const Icon = tile.icon;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      className="flex h-full w-full flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-brand-600 hover:shadow-md"
    >
      <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <span id={labelId} className="font-semibold text-slate-900">
        {tile.label}
      </span>
      <span id={descriptionId} className="line-clamp-2 text-sm text-slate-600">
        {description}
      </span>
    </button>
  );
}
