import { type PaperFiles, sharedPaperFiles } from "../../command-api/onboarding/paperFiles";
import { DocumentStorage } from "../../command-api/rest/uploads/documentStorage";

/**
 * The simulated captains' papers: one generated PDF per kind, shared by the whole fleet
 * (DATA_DIR/documents/simulated-fleet/), the same files startOperations gives the live fleet.
 */
export const fleetPaperFiles = (dataDir: string): PaperFiles =>
  sharedPaperFiles(new DocumentStorage(dataDir), "Simulated fleet captain", "simulated-fleet");
