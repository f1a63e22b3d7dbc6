import { Field, Float, InputType } from "type-graphql";

@InputType({ description: "A map viewport in degrees (south < north, west < east)." })
export class BoundingBoxInput {
  @Field(() => Float, { description: "Southern edge, decimal degrees of latitude." }) south!: number;
  @Field(() => Float, { description: "Western edge, decimal degrees of longitude." }) west!: number;
  @Field(() => Float, { description: "Northern edge, decimal degrees of latitude (greater than south)." })
  north!: number;
  @Field(() => Float, { description: "Eastern edge, decimal degrees of longitude (greater than west)." })
  east!: number;
}
