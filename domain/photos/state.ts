/** What the photo decider remembers of `photos-<requestId>`: each photo and who uploaded it. */
export interface PhotosState {
  uploadedBy: ReadonlyMap<string, string>;
}

export const initialState = (): PhotosState => ({ uploadedBy: new Map() });
