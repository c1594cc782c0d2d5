import { Transform } from 'node:stream';

/** A pass-through stream that counts the lines of what flows through it (a last line without its newline too). */
export class LineCounter extends Transform {
  #newlines = 0;
  #bytes = 0;
  #endsWithNewline = true;

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1))
      this.#newlines += 1;
    if (chunk.length > 0) {
      this.#bytes += chunk.length;
      this.#endsWithNewline = chunk[chunk.length - 1] === 10;
    }
    done(null, chunk);
  }

  get lines(): number {
    return this.#bytes === 0 ? 0 : this.#newlines + (this.#endsWithNewline ? 0 : 1);
  }
}
