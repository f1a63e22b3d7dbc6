/**
 * The accounts the server seeds in demo mode (README "Demo accounts"), all with one password.
 * Offered only when GET /api/config says they exist.
 */
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
