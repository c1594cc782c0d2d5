/** Polls `check` every 50 ms until it holds, failing with `what` after `withinMs`. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  withinMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
