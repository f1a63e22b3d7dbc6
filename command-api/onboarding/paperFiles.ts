import type { DocumentKind } from "../../domain/provider/onboardingEvents";
import { DocumentStorage } from "../rest/uploads/documentStorage";
import { type CaptainPaper, paperPdf } from "./captainPapers";

/** Where a system-issued paper's file is, and its size: what UploadCaptainDocument records. */
export interface PlacedPaper {
  storagePath: string;
  sizeBytes: number;
}

/**
 * How the papers of captains the system onboards get their files. The command that records a paper
 * may still refuse it; `discard` then removes a file written for that paper alone.
 */
export interface PaperFiles {
  place(paper: CaptainPaper): Promise<PlacedPaper>;
  discard(placed: PlacedPaper): Promise<void>;
}

/** A generated PDF per paper, naming the captain, the number and the expiry (demo captains). */
export function generatedPaperFiles(storage: DocumentStorage): PaperFiles {
  return {
    async place(paper) {
      const bytes = paperPdf({ ...paper });
      const storagePath = DocumentStorage.documentPath(paper.providerId, paper.documentId, "application/pdf");
      await storage.writeBytes(storagePath, bytes);
      return { storagePath, sizeBytes: bytes.length };
    },
    async discard(placed) {
      await storage.remove(placed.storagePath);
    },
  };
}

/**
 * One generated PDF per kind, written once and shared by every paper of that kind: a simulated fleet
 * of thousands gets viewable papers for the cost of three small files. The shared file names
 * `holder` (e.g. "Simulated fleet captain"), not each captain.
 */
export function sharedPaperFiles(storage: DocumentStorage, holder: string, folder: string): PaperFiles {
  const written = new Map<DocumentKind, Promise<PlacedPaper>>();
  return {
    place(paper) {
      let placed = written.get(paper.kind);
      if (!placed) {
        const storagePath = `documents/${folder}/${paper.kind}.pdf`;
        const bytes = paperPdf({
          kind: paper.kind,
          holder,
          number: "as recorded for each captain",
          expiresOn: "as recorded for each captain",
        });
        placed = storage
          .writeBytes(storagePath, bytes)
          .then(() => ({ storagePath, sizeBytes: bytes.length }));
        written.set(paper.kind, placed);
        // A failed write is tried again by the next paper.
        placed.catch(() => written.delete(paper.kind));
      }
      return placed;
    },
    async discard() {},
  };
}

/**
 * No file at all: the paper is recorded with the path its PDF would have and that PDF's size. For
 * tests that never open a file; opening one answers "not found".
 */
export const recordedPaperPaths: PaperFiles = {
  async place(paper) {
    return {
      storagePath: DocumentStorage.documentPath(paper.providerId, paper.documentId, "application/pdf"),
      sizeBytes: paperPdf({ ...paper }).length,
    };
  },
  async discard() {},
};
