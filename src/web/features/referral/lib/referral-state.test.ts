import { describe, expect, it } from "vitest";
import {
  type KeyValueStore,
  readBands,
  readCompleted,
  readName,
  resumeStep,
  writeBands,
  writeCompleted,
  writeName,
} from "./referral-state";

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => void data.set(name, value),
    removeItem: (name) => void data.delete(name),
  };
}

const CODE = "0b9c1a4e-3f7a-4a39-9d5e-2f1f3c3f2a10";
const BANDS = ["a1", "b2", "c3"];

describe("referral state per code", () => {
  it("keeps the picks, the name and the completed record under the code's _bands, _name and _completed keys", () => {
    const store = memoryStore();
    writeBands(CODE, BANDS, store);
    writeName(CODE, "Groovy Tabla 42", store);
    expect([...store.data.keys()]).toEqual([`referral_${CODE}_bands`, `referral_${CODE}_name`]);
    expect(readBands(CODE, store)).toEqual(BANDS);
    expect(readName(CODE, store)).toBe("Groovy Tabla 42");
    // Another link's state is its own.
    expect(readBands("another", store)).toEqual([]);
  });

  it("resumes at the earliest step whose data is missing", () => {
    const store = memoryStore();
    expect(resumeStep(CODE, store)).toBe(1);
    writeBands(CODE, BANDS.slice(0, 2), store);
    expect(resumeStep(CODE, store)).toBe(1);
    writeBands(CODE, BANDS, store);
    expect(resumeStep(CODE, store)).toBe(2);
    writeName(CODE, "Groovy Tabla 42", store);
    expect(resumeStep(CODE, store)).toBe(3);
    writeBands(CODE, [], store);
    expect(store.data.has(`referral_${CODE}_bands`)).toBe(false);
    expect(resumeStep(CODE, store)).toBe(1);
  });

  it("treats broken or tampered values as missing", () => {
    const store = memoryStore();
    for (const raw of ["{oops", '"a1"', "[1,2,3]", '["a","b","c","d"]']) {
      store.setItem(`referral_${CODE}_bands`, raw);
      expect(readBands(CODE, store)).toEqual([]);
    }
    store.setItem(`referral_${CODE}_bands`, '["a","a","b"]');
    expect(readBands(CODE, store)).toEqual(["a", "b"]);
    store.setItem(`referral_${CODE}_name`, '"  "');
    expect(readName(CODE, store)).toBeNull();
    store.setItem(`referral_${CODE}_completed`, '{"email":5}');
    expect(readCompleted(CODE, store)).toBeNull();
  });

  it("stays finished once completed, whatever else is stored", () => {
    const store = memoryStore();
    const record = {
      userId: "referrer",
      referralCode: CODE,
      selectedBands: BANDS,
      selectedName: "Groovy Tabla 42",
      selectedCity: "Pune",
      email: "friend@example.test",
      completedAt: "2026-11-22T10:00:00.000Z",
    };
    writeCompleted(CODE, record, store);
    expect(readCompleted(CODE, store)).toEqual(record);
    expect(resumeStep(CODE, store)).toBe(3);
  });

  it("works without storage at all (private mode)", () => {
    expect(readBands(CODE, null)).toEqual([]);
    expect(() => writeBands(CODE, BANDS, null)).not.toThrow();
  });
});
