/**
 * Things a test file opened (databases, temp dirs, child processes) are closed after its last test
 * by the api project's setup file, newest first, so helpers never need the caller to remember.
 */
const pending: (() => unknown)[] = [];

export function onTestFileEnd(task: () => unknown) {
  pending.push(task);
}

export async function runTestFileCleanup() {
  const errors: unknown[] = [];
  while (pending.length > 0) {
    try {
      await pending.pop()!();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, "several test clean-ups failed");
}
