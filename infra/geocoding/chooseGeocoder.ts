import type { Geocoder } from "../../domain/ports/geocoder";
import type { GeocoderConfig } from "../config/geocoderConfig";
import { fallbackGeocoder } from "./fallbackGeocoder";
import { gazetteerGeocoder } from "./gazetteerGeocoder";
import { nominatimGeocoder } from "./nominatimGeocoder";
import { photonGeocoder } from "./photonGeocoder";

type Log = { info(details: object, message: string): void; warn(details: object, message: string): void };

/** The geocoder GEOCODER_URL and GEOCODER_KIND name, the built-in gazetteer behind it; or the gazetteer alone. */
export function chooseGeocoder(config: GeocoderConfig, log: Log): Geocoder {
  const gazetteer = gazetteerGeocoder();
  const server = config.geocoder.server;
  if (!server) {
    log.info(
      {},
      "geocoder: the built-in UAE gazetteer (GEOCODER_URL is not set): towns and districts, no streets",
    );
    return gazetteer;
  }
  const primary = server.kind === "photon" ? photonGeocoder(server.url) : nominatimGeocoder(server.url);
  log.info(
    { url: server.url, kind: server.kind },
    `geocoder: ${server.kind} at ${server.url}, the gazetteer as fallback`,
  );
  return fallbackGeocoder(primary, gazetteer, {
    timeoutMs: config.geocoder.timeoutMs,
    log,
    name: server.kind,
  });
}
