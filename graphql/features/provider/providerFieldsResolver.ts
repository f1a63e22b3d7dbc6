import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { GraphqlContext } from "../../context/graphqlContext";
import { TowingTruck } from "../towing/towingTypes";
import { Provider } from "./providerTypes";

@Resolver(() => Provider)
export class ProviderFieldsResolver {
  @FieldResolver(() => [TowingTruck], {
    description: "The provider's trucks, available or not; batched across a list.",
  })
  equipment(@Root() provider: Provider, @Ctx() ctx: GraphqlContext): Promise<TowingTruck[]> {
    return ctx.loaders.equipmentByProvider.load(provider.id);
  }
}
