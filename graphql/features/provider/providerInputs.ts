import { Field, Float, InputType } from "type-graphql";

@InputType({ description: "A map viewport in degrees (south < north, west < east)." })
export class BoundingBoxInput {
  @Field(() => Float) south!: number;
  @Field(() => Float) west!: number;
  @Field(() => Float) north!: number;
  @Field(() => Float) east!: number;
}
