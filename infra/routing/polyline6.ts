/**
 * Decodes an encoded polyline (Google's algorithm) at Valhalla's precision of 6 decimals into
 * [longitude, latitude] pairs (GeoJSON order; the encoding itself carries latitude first).
 * Throws on a truncated string rather than returning a line that stops short.
 */
export function decodePolyline6(encoded: string): [number, number][] {
  const factor = 1e6;
  const points: [number, number][] = [];
  let index = 0;
  let latitude = 0;
  let longitude = 0;
  const next = (): number => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= encoded.length) throw new Error("polyline ends in the middle of a value");
      byte = encoded.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63)
        throw new Error(`polyline has a character outside its alphabet at ${index - 1}`);
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >>> 1) : result >>> 1;
  };
  while (index < encoded.length) {
    latitude += next();
    longitude += next();
    points.push([longitude / factor, latitude / factor]);
  }
  return points;
}

/** The inverse, for tests that answer as a Valhalla server would. */
export function encodePolyline6(points: readonly (readonly [number, number])[]): string {
  let out = "";
  let lastLat = 0;
  let lastLng = 0;
  const put = (value: number) => {
    let v = value < 0 ? ~(value << 1) : value << 1;
    while (v >= 0x20) {
      out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>>= 5;
    }
    out += String.fromCharCode(v + 63);
  };
  for (const [lng, lat] of points) {
    const latE6 = Math.round(lat * 1e6);
    const lngE6 = Math.round(lng * 1e6);
    put(latE6 - lastLat);
    put(lngE6 - lastLng);
    lastLat = latE6;
    lastLng = lngE6;
  }
  return out;
}
