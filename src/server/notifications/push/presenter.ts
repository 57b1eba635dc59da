import type { PushDevice } from "@/shared/contract/notifications";
import type { PushDeviceRow } from "./service";

/** A device as its owner sees it: no keys. */
export function presentPushDevice(row: PushDeviceRow): PushDevice {
  return {
    id: row.id,
    label: row.label,
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
  };
}
