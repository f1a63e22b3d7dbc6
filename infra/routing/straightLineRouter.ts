import type { Router } from "../../domain/ports/router";
import { estimateRoute } from "../../domain/rules/routeEstimate";

/** The offline default: the straight line × the detour factor; it cannot tell fastest from shortest. */
export const straightLineRouter: Router = {
  preferences: ["fastest"],
  async route(query) {
    return estimateRoute(query.from, query.to);
  },
};
