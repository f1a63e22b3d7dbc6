/** What a caller supplies: the command minus what the handler fills in (type, actor, time). */
export type CommandInput<C> = Omit<C, "type" | "actor" | "at">;
