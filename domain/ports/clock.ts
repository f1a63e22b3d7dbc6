/** Time comes in through this port so the domain and tests never read the real clock. */
export interface Clock {
  now(): Date;
}
