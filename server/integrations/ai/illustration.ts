import { createHash } from "node:crypto";

const palettes = [
  { sky: "#e0f2fe", ground: "#bbf7d0", house: "#0f766e", roof: "#134e4a", accent: "#f59e0b" },
  { sky: "#fef3c7", ground: "#d9f99d", house: "#1d4ed8", roof: "#1e3a8a", accent: "#f97316" },
  { sky: "#ede9fe", ground: "#a7f3d0", house: "#be123c", roof: "#881337", accent: "#facc15" },
  { sky: "#ecfeff", ground: "#fde68a", house: "#475569", roof: "#1e293b", accent: "#22c55e" },
  { sky: "#fce7f3", ground: "#bef264", house: "#7c3aed", roof: "#4c1d95", accent: "#0ea5e9" },
  { sky: "#f1f5f9", ground: "#cbd5e1", house: "#b45309", roof: "#78350f", accent: "#10b981" },
];

/**
 * A simple, deterministic section illustration (a house in a landscape, varied by the seed) drawn as
 * SVG: the same seed always gives the same picture, different seeds give visibly different ones.
 */
export function drawIllustration(seed: string): string {
  const bytes = createHash("sha256").update(seed).digest();
  const at = (i: number) => bytes[i % bytes.length] ?? 0;
  const p = palettes[at(0) % palettes.length] ?? palettes[0];
  if (!p) throw new Error("no palette");
  const houseX = 150 + (at(1) % 260);
  const houseW = 150 + (at(2) % 60);
  const houseH = 110 + (at(3) % 40);
  const groundY = 300;
  const sunX = 60 + (at(4) % 680);
  const trees = Array.from({ length: 2 + (at(5) % 3) }, (_, i) => {
    const x = (at(6 + i) * 7) % 800;
    const h = 50 + (at(10 + i) % 50);
    return `<rect x="${x - 5}" y="${groundY - h / 2}" width="10" height="${h / 2}" fill="#78350f"/><circle cx="${x}" cy="${groundY - h / 2 - 22}" r="${24 + (at(14 + i) % 14)}" fill="#15803d" opacity="0.9"/>`;
  }).join("");
  const clouds = Array.from({ length: 1 + (at(18) % 3) }, (_, i) => {
    const x = (at(19 + i) * 3) % 760;
    const y = 40 + (at(22 + i) % 70);
    return `<ellipse cx="${x}" cy="${y}" rx="46" ry="16" fill="#ffffff" opacity="0.85"/><ellipse cx="${x + 28}" cy="${y - 10}" rx="30" ry="14" fill="#ffffff" opacity="0.85"/>`;
  }).join("");
  const doorX = houseX + houseW / 2 - 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" width="800" height="400" role="img"><title>Illustration</title>
<rect width="800" height="400" fill="${p.sky}"/>
<circle cx="${sunX}" cy="70" r="34" fill="${p.accent}" opacity="0.85"/>
${clouds}
<rect y="${groundY}" width="800" height="${400 - groundY}" fill="${p.ground}"/>
${trees}
<rect x="${houseX}" y="${groundY - houseH}" width="${houseW}" height="${houseH}" fill="${p.house}"/>
<polygon points="${houseX - 18},${groundY - houseH} ${houseX + houseW / 2},${groundY - houseH - 70} ${houseX + houseW + 18},${groundY - houseH}" fill="${p.roof}"/>
<rect x="${doorX}" y="${groundY - 58}" width="32" height="58" fill="${p.accent}"/>
<rect x="${houseX + 18}" y="${groundY - houseH + 24}" width="34" height="30" fill="#f8fafc"/>
<rect x="${houseX + houseW - 52}" y="${groundY - houseH + 24}" width="34" height="30" fill="#f8fafc"/>
<rect x="${houseX + houseW / 2 - 60}" y="${groundY + 8}" width="120" height="10" rx="5" fill="#ffffff" opacity="0.6"/>
</svg>`;
}
