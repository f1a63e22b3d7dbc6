import { z } from "zod";

/** GET /api/config: what the web app must know about this server before anyone signs in. */
export const PublicConfig = z.object({
  /** The demo accounts (one published password) exist here: the sign-in screen may offer them. */
  demoAccounts: z.boolean(),
  /** The VAPID public key (base64url) a browser subscribes with; null: this server sends no push. */
  pushPublicKey: z.string().nullable(),
});
