import { z } from "zod";

/*
 * The spec names two overlapping sets: history shows emergency/high/normal/low, the provider
 * dashboard low/normal/high/urgent/critical (spec §4 Priority). One enum holds both so a request keeps
 * the same value on every screen.
 */
export const PRIORITIES = ["low", "normal", "high", "urgent", "critical", "emergency"] as const;
export const prioritySchema = z.enum(PRIORITIES);
export type Priority = z.infer<typeof prioritySchema>;

/** What each way of booking sends (spec §4): now → high, scheduled → normal, the red button → urgent. */
export const NOW_BOOKING_PRIORITY: Priority = "high";
export const SCHEDULED_BOOKING_PRIORITY: Priority = "normal";
export const EMERGENCY_BUTTON_PRIORITY: Priority = "urgent";
export const DEFAULT_PRIORITY: Priority = "normal";

/** History cards badge every priority except normal (spec §2.8). */
export function showsPriorityBadge(priority: Priority): boolean {
  return priority !== DEFAULT_PRIORITY;
}
