import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { type QuoteFacts, quoteView } from "../../../command-api/pricing/quoteView";
import { ServiceTypeValue } from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";
import { PlaceInput } from "../request/requestInputs";

export enum PriceLineCodeValue {
  SERVICE = "service",
  RANK_PRICE = "rank-price",
  WEEKEND_SURCHARGE = "weekend-surcharge",
  OFF_HOURS_SURCHARGE = "off-hours-surcharge",
  EXTRA = "extra",
  CANCELLATION_FEE = "cancellation-fee",
  REFUND = "refund",
}
registerEnumType(PriceLineCodeValue, {
  name: "PriceLineCode",
  description: "What a line of a quote, invoice or credit note is for.",
  valuesConfig: {
    SERVICE: { description: "The service's starting price (spec §9)." },
    RANK_PRICE: { description: "The chosen captain's rank price difference (negative for rank #1)." },
    WEEKEND_SURCHARGE: { description: "A scheduled slot on Saturday or Sunday." },
    OFF_HOURS_SURCHARGE: { description: "A scheduled slot before 09:00 or after 17:00." },
    EXTRA: { description: "Something the captain proposed on the job and the customer approved." },
    CANCELLATION_FEE: { description: "Cancelling after a captain accepted." },
    REFUND: { description: "A credit note's line." },
  },
});

@ObjectType({
  simpleResolvers: true,
  description: "One priced line; gross includes the 5% VAT, net + VAT = gross.",
})
export class PriceLine {
  @Field(() => PriceLineCodeValue, { description: "What the line is for." }) code!: PriceLineCodeValue;
  @Field(() => String, { description: 'The line in words, e.g. "Captain rank #1 price".' })
  description!: string;
  @Field(() => Int, { nullable: true, description: "RANK_PRICE: the captain's rank; otherwise null." })
  rank!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "EXTRA and REFUND: the words written; otherwise null.",
  })
  note!: string | null;
  @Field(() => Float, { description: "AED with VAT included (negative for a discount or credit)." })
  grossAed!: number;
  @Field(() => Float, { description: "AED without VAT." }) netAed!: number;
  @Field(() => Float, { description: "The VAT in the line, AED, rounded to the fils." }) vatAed!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: "The server's price for a booking, valid 10 minutes; its id is the request's id once booked.",
})
export class Quote {
  @Field(() => ID, { description: "Book with it as requestService's quoteId." }) id!: string;
  @Field(() => ServiceTypeValue, { description: "The service quoted." }) serviceType!: string;
  @Field(() => ID, { nullable: true, description: "The captain whose rank price it is, or null." })
  providerId!: string | null;
  @Field(() => DateTimeScalar, { nullable: true, description: "The booked slot, or null for now." })
  scheduledAt!: Date | null;
  @Field(() => [PriceLine], { description: "Each part of the price, in order." }) lines!: PriceLine[];
  @Field(() => Float, { description: "What the customer pays, AED incl. 5% VAT." }) totalAed!: number;
  @Field(() => Float, { description: "The total without VAT, AED." }) netAed!: number;
  @Field(() => Float, { description: "The VAT in the total, AED (the sum of the lines' VAT)." })
  vatAed!: number;
  @Field(() => Int, { description: "The VAT rate, percent (5)." }) vatRatePercent!: number;
  @Field(() => DateTimeScalar, { description: "When the server priced it." }) issuedAt!: Date;
  @Field(() => DateTimeScalar, { description: "Book before this, or ask again." }) validUntil!: Date;
}

@InputType({ description: "What to price: the service, the pickup, the chosen captain and the slot." })
export class QuoteInput {
  @Field(() => ServiceTypeValue, { description: "The service wanted." }) serviceType!: ServiceTypeValue;
  @Field(() => ID, {
    nullable: true,
    description:
      "The captain picked from the comparison list (priced by their rank); null lets dispatch pick.",
  })
  providerId?: string | null;
  @Field(() => PlaceInput, { description: "Where the vehicle is (ranks the captains near it)." })
  pickup!: PlaceInput;
  @Field(() => DateTimeScalar, { nullable: true, description: "A future slot; null for now." })
  scheduledAt?: Date | null;
}

/** A quote on a request's stream as GraphQL's Quote. */
export function quoteOf(id: string, quote: QuoteFacts): Quote {
  const view = quoteView(id, quote);
  return {
    ...view,
    lines: view.lines.map((line) => ({ ...line, code: line.code as PriceLineCodeValue })),
    scheduledAt: view.scheduledAt === null ? null : new Date(view.scheduledAt),
    issuedAt: new Date(view.issuedAt),
    validUntil: new Date(view.validUntil),
  };
}
