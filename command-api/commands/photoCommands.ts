import type { z } from "zod";
import { UploadPhoto } from "../../domain/photos/commands";
import { photosDecider as decider } from "../../domain/photos/decider";
import { photosStream } from "../../domain/streams";
import type { CommandContext } from "../commandContext";
import type { CommandDeps } from "../commandDeps";
import type { CommandInput } from "../commandInput";
import { defineCommand } from "../defineCommand";
import { parseCommand } from "../parseCommand";
import { loadRequestParties } from "./requestParties";

const uploadCommand = defineCommand({
  decider,
  schema: UploadPhoto,
  type: "UploadPhoto",
  stream: (c) => photosStream(c.requestId),
});

/** Records a photo whose file the caller has already stored at `storagePath`. */
export const recordPhoto = (deps: CommandDeps) => {
  const handle = uploadCommand(deps);
  return async (input: Omit<CommandInput<z.input<typeof UploadPhoto>>, "request">, context: CommandContext) =>
    handle({ ...input, request: await loadRequestParties(deps.store, input.requestId) }, context);
};

/** Whether the actor may add a photo now: checked before the file is written, so a refusal leaves no file. */
export const photoUploadAllowed =
  (deps: CommandDeps) => async (requestId: string, context: CommandContext) => {
    const request = await loadRequestParties(deps.store, requestId);
    decider.decide(
      parseCommand(UploadPhoto, {
        type: "UploadPhoto",
        actor: context.actor,
        at: deps.clock.now().toISOString(),
        requestId,
        request,
        // A probe: the file's facts are unknown yet, so neutral ones stand in.
        photoId: "probe",
        photoType: "problem",
        description: null,
        location: null,
        fileName: "probe.jpg",
        contentType: "image/jpeg",
        sizeBytes: 1,
        storagePath: "probe",
      }),
      decider.initialState(),
    );
  };
