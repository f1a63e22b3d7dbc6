import { z } from "zod";
import { Id } from "./values";

/** Who issues a command. `system` is dispatch, timers and the seeding of demo data. */
export const Actor = z.object({
  userId: Id,
  role: z.enum(["customer", "provider", "admin", "system"]),
});
export type Actor = z.infer<typeof Actor>;

export const SYSTEM: Actor = { userId: "system", role: "system" };
