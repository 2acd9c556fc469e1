/** Resolves in a later task: what runs after it does not lengthen the task that awaited it (ADR 0043). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
