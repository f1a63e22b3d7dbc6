/*
 * The event-store port lets a subscriber pass a platform AbortSignal. The domain compiles without Node or
 * DOM types (domain/tsconfig.json), so it names the type here, shape only: there is no value behind it, so
 * domain code still cannot create, listen to or combine signals. Under the root tsconfig this merges with
 * the platform's own declaration.
 */
interface AbortSignal {
  readonly aborted: boolean;
}
