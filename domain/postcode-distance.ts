/**
 * Approximate distance between two German postcodes, for ranking staff by how far they
 * live from a pharmacy. Coordinates of every postcode would need a data set we cannot
 * ship here; the first two digits (Leitregion) are geographic, so each region's main
 * town stands for it. Postcodes sharing three digits are treated as neighbours.
 * Good enough to rank "Köln before Berlin"; not a routing distance (decision 5).
 */
const regionCentres: Record<string, readonly [lat: number, lon: number]> = {
  "01": [51.05, 13.74],
  "02": [51.18, 14.42],
  "03": [51.76, 14.33],
  "04": [51.34, 12.37],
  "06": [51.48, 11.97],
  "07": [50.88, 11.59],
  "08": [50.72, 12.49],
  "09": [50.83, 12.92],
  "10": [52.52, 13.4],
  "12": [52.45, 13.5],
  "13": [52.57, 13.35],
  "14": [52.39, 13.06],
  "15": [52.34, 14.55],
  "16": [52.83, 13.82],
  "17": [53.56, 13.26],
  "18": [54.09, 12.1],
  "19": [53.63, 11.41],
  "20": [53.55, 10.0],
  "21": [53.4, 10.2],
  "22": [53.62, 10.05],
  "23": [53.87, 10.69],
  "24": [54.32, 10.13],
  "25": [54.1, 9.3],
  "26": [53.35, 8.0],
  "27": [53.3, 8.8],
  "28": [53.08, 8.8],
  "29": [52.62, 10.08],
  "30": [52.37, 9.74],
  "31": [52.15, 9.8],
  "32": [52.12, 8.67],
  "33": [51.9, 8.55],
  "34": [51.31, 9.48],
  "35": [50.58, 8.68],
  "36": [50.55, 9.68],
  "37": [51.54, 9.93],
  "38": [52.27, 10.52],
  "39": [52.13, 11.62],
  "40": [51.23, 6.78],
  "41": [51.19, 6.44],
  "42": [51.26, 7.15],
  "44": [51.51, 7.47],
  "45": [51.46, 7.01],
  "46": [51.55, 6.85],
  "47": [51.43, 6.7],
  "48": [51.96, 7.63],
  "49": [52.28, 8.05],
  "50": [50.94, 6.96],
  "51": [50.99, 7.1],
  "52": [50.78, 6.08],
  "53": [50.73, 7.1],
  "54": [49.75, 6.64],
  "55": [49.99, 8.25],
  "56": [50.36, 7.59],
  "57": [50.87, 8.02],
  "58": [51.36, 7.47],
  "59": [51.68, 7.82],
  "60": [50.11, 8.68],
  "61": [50.3, 8.65],
  "63": [50.05, 9.0],
  "64": [49.87, 8.65],
  "65": [50.08, 8.24],
  "66": [49.24, 6.99],
  "67": [49.45, 8.0],
  "68": [49.49, 8.47],
  "69": [49.4, 8.69],
  "70": [48.78, 9.18],
  "71": [48.8, 9.05],
  "72": [48.5, 9.1],
  "73": [48.72, 9.6],
  "74": [49.14, 9.22],
  "75": [48.89, 8.7],
  "76": [49.01, 8.4],
  "77": [48.47, 7.94],
  "78": [47.9, 8.6],
  "79": [47.99, 7.85],
  "80": [48.14, 11.58],
  "81": [48.11, 11.62],
  "82": [48.0, 11.3],
  "83": [47.86, 12.12],
  "84": [48.54, 12.15],
  "85": [48.55, 11.55],
  "86": [48.37, 10.9],
  "87": [47.73, 10.31],
  "88": [47.78, 9.61],
  "89": [48.4, 9.99],
  "90": [49.45, 11.08],
  "91": [49.45, 10.8],
  "92": [49.45, 12.0],
  "93": [49.01, 12.1],
  "94": [48.57, 13.43],
  "95": [50.05, 11.7],
  "96": [49.95, 10.9],
  "97": [49.79, 9.95],
  "98": [50.6, 10.7],
  "99": [50.98, 11.03],
};

const EARTH_RADIUS_KM = 6371;
/** Assumed distance between two different postcodes of one three-digit area. */
const SAME_AREA_KM = 5;
/** Assumed distance between two areas of one region. */
const SAME_REGION_KM = 15;

function haversineKm(
  [lat1, lon1]: readonly [number, number],
  [lat2, lon2]: readonly [number, number],
): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

export const isPostcodeFormat = (value: string) => /^\d{5}$/.test(value);

/** Kilometres between two postcodes, roughly; `undefined` if either is not a postcode. */
export function approximateDistanceKm(from: string, to: string): number | undefined {
  if (!isPostcodeFormat(from) || !isPostcodeFormat(to)) return undefined;
  if (from === to) return 0;
  if (from.slice(0, 3) === to.slice(0, 3)) return SAME_AREA_KM;
  if (from.slice(0, 2) === to.slice(0, 2)) return SAME_REGION_KM;
  const a = regionCentres[from.slice(0, 2)];
  const b = regionCentres[to.slice(0, 2)];
  if (!a || !b) return undefined;
  return Math.round(haversineKm(a, b));
}
