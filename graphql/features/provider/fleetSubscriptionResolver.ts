import { Arg, Resolver, Root, Subscription } from "type-graphql";
import { requireSignedIn } from "../../../command-api/auth/policy/identityPolicy";
import { attachedIterator } from "../../live/attachedIterator";
import { assertBoundingBox } from "../../live/fleet/boundingBox";
import { guardedSubscribe } from "../../live/guardedSubscribe";
import type { SharedJson } from "../../live/sharedJson";
import { ServiceTypeValue } from "../../schema/enums";
import { JsonScalar } from "../../schema/scalars";
import { BoundingBoxInput } from "./providerInputs";

/** A slow map gets at most a minute of batches queued before the oldest go. */
const MAX_QUEUED_BATCHES = 60;

@Resolver()
export class FleetSubscriptionResolver {
  @Subscription(() => JsonScalar, {
    description:
      "Provider vehicles inside the box (optionally offering one service), at most four batches a second: first " +
      "everything in view, then what moved or changed. Columnar JSON: {ids, lngs, lats, headings, status, at}, " +
      "index i of each column is vehicle ids[i]; status is available, busy or offline.",
    subscribe: guardedSubscribe<{ bbox: BoundingBoxInput; serviceType?: ServiceTypeValue | null }>(
      async ({ bbox, serviceType }, ctx) => {
        requireSignedIn(ctx.principal);
        assertBoundingBox(bbox);
        return attachedIterator<SharedJson>(
          (push) => ctx.services.fleet.subscribe(bbox, serviceType ?? null, push),
          ctx.services.onBackgroundError,
          MAX_QUEUED_BATCHES,
        );
      },
    ),
  })
  fleetPositions(
    @Root() batch: SharedJson,
    @Arg("bbox", () => BoundingBoxInput, {
      description: "The map's viewport; vehicles outside it are not sent.",
    })
    _bbox: BoundingBoxInput,
    @Arg("serviceType", () => ServiceTypeValue, {
      nullable: true,
      description: "Only captains offering this service; null for all.",
    })
    _serviceType?: ServiceTypeValue | null,
  ): SharedJson {
    // The same serialised batch for every subscriber of this view: see live/sharedJson.ts.
    return batch;
  }
}
