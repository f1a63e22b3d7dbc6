/** Moves shorter than this (metres) are GPS jitter: the vehicle keeps its previous heading. */
const MIN_MOVE_DEGREES = 0.00001;

/** Degrees clockwise from north from one fix to the next (initial great-circle bearing), or null when it did not move. */
export function headingBetween(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number | null {
  if (
    Math.abs(to.latitude - from.latitude) < MIN_MOVE_DEGREES &&
    Math.abs(to.longitude - from.longitude) < MIN_MOVE_DEGREES
  )
    return null;
  const rad = Math.PI / 180;
  const phi1 = from.latitude * rad;
  const phi2 = to.latitude * rad;
  const deltaLambda = (to.longitude - from.longitude) * rad;
  const y = Math.sin(deltaLambda) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(deltaLambda);
  return Math.round(((Math.atan2(y, x) / rad + 360) % 360) * 10) / 10;
}
