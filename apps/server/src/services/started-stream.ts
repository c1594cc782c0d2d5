/**
 * The same stream once its first chunk has come: a query that fails does so here, while the caller can still
 * answer with an error instead of a cut file.
 */
export async function startedStream(
  stream: AsyncGenerator<Uint8Array, void, undefined>,
): Promise<AsyncGenerator<Uint8Array, void, undefined>> {
  const first = await stream.next();
  return (async function* () {
    try {
      if (first.done) return;
      yield first.value;
      yield* stream;
    } finally {
      // Stopped early (the client went away): the database connection or cursor is released.
      await stream.return();
    }
  })();
}
