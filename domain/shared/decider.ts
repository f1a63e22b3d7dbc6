/**
 * A decider in the Emmett/Chassaing shape: plain data and two pure functions.
 * The command handler folds the stream with `evolve` and appends what `decide` returns.
 */
export interface Decider<Command, Event, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  /** Throws DomainError when the command breaks a rule; returns [] when there is nothing to do. */
  decide: (command: Command, state: State) => Event[];
}

export function fold<Event, State>(
  decider: Pick<Decider<unknown, Event, State>, "initialState" | "evolve">,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}
