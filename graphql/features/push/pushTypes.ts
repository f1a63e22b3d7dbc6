import { Field, InputType, ObjectType } from "type-graphql";

@InputType({ description: "A browser's push subscription, as PushSubscription.toJSON() gives it." })
export class PushSubscriptionInput {
  @Field(() => String, { description: "The push service's https:// URL for this browser." })
  endpoint!: string;
  @Field(() => String, { description: "keys.p256dh: the browser's P-256 public key, base64url." })
  p256dh!: string;
  @Field(() => String, { description: "keys.auth: the subscription's 16-byte secret, base64url." })
  authSecret!: string;
}

@ObjectType({ description: "One kind of notification and whether the caller wants it." })
export class PushPreference {
  @Field(() => String, {
    description:
      "Captains: new-offer, offer-withdrawn, job-cancelled, chat-message. Customers: captain-accepted, captain-nearby, captain-arrived, job-completed, chat-message, nobody-took-request.",
  })
  kind!: string;
  @Field(() => Boolean, { description: "Whether this kind is sent to the caller's browsers." })
  enabled!: boolean;
}

@ObjectType({ description: "The caller's push notifications: subscribed browsers and per-kind switches." })
export class PushSettings {
  @Field(() => [String], { description: "Endpoints of the caller's subscribed browsers." })
  endpoints!: string[];
  @Field(() => [PushPreference], { description: "Every kind for the caller's role, on unless switched off." })
  preferences!: PushPreference[];
}
