import { graphql, type ResultOf } from "../../shared/graphql";

export const RequestPhotosQuery = graphql(`
  query RequestPhotos($requestId: ID!) {
    requestPhotos(requestId: $requestId) {
      id
      photoType
      description
      uploadedBy
      url
      createdAt
    }
  }
`);

export type RequestPhoto = ResultOf<typeof RequestPhotosQuery>["requestPhotos"][number];
