import os from "node:os";

/** What a result must say about the machine it was measured on: figures differ 2× between machines. */
export interface MachineNote {
  cpuModel: string;
  cpus: number;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
}

/** Call before the measurement; the returned function, after it, gives the note. */
export function machineNote(): () => MachineNote {
  const before = os.loadavg();
  return () => ({
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    cpus: os.cpus().length,
    loadAverageBefore: before,
    loadAverageAfter: os.loadavg(),
  });
}
