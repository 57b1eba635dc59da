import { afterAll, beforeAll } from "vitest";

/** Each zone is far from IST in a different way: behind with DST, +14 (a day ahead of UTC), -11. */
export const MACHINE_ZONES = ["UTC", "America/New_York", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata"];

/** Inside a describe: the tests in it run with the machine's zone (TZ) set to `zone`, then it is put back. */
export function runInMachineZone(zone: string) {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
}
