import type { Clock } from "../domain/ports/clock";
import { uaeWallClock } from "../domain/rules/uaeTime";

/**
 * Today's UAE calendar date (YYYY-MM-DD) by the clock port: captains' papers hold or lapse by the local
 * day, and queries take it as a parameter so a fake clock in a test moves it too.
 */
export const uaeToday = (clock: Clock): string => uaeWallClock(clock.now()).date;
