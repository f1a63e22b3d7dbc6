/** The accounts the server seeds on first start (README "Demo accounts"), all with one password. */
export const DEMO_PASSWORD = "demo1234";

export interface DemoAccount {
  readonly role: "admin" | "customer" | "provider";
  readonly name: string;
  readonly email: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: "admin", name: "Operations admin", email: "admin@roadside.ae" },
  { role: "customer", name: "Aisha", email: "aisha@example.ae" },
  { role: "customer", name: "Rahul", email: "rahul@example.ae" },
  { role: "customer", name: "Sarah", email: "sarah@example.ae" },
  { role: "provider", name: "Khalid", email: "khalid@captains.ae" },
  { role: "provider", name: "Omar", email: "omar@captains.ae" },
  { role: "provider", name: "TowGo", email: "towgo@captains.ae" },
];

/** Set VITE_DEMO_ACCOUNTS=off for a deployment without the seeded demo accounts. */
export const DEMO_ACCOUNTS_ENABLED = import.meta.env.VITE_DEMO_ACCOUNTS !== "off";
