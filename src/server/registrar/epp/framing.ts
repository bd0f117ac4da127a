/**
 * EPP over TCP framing (RFC 5734 section 4): each data unit is preceded by a 32-bit
 * big-endian length that counts the four header bytes and the XML instance that follows.
 */

/** The largest frame either side accepts; a registry's answers are a few kilobytes. */
const MAX_FRAME_BYTES = 4 * 1024 * 1024;

export class EppFramingError extends Error {
  override name = "EppFramingError";
}

/** One frame: the header and the UTF-8 XML. */
export function encodeFrame(xml: string): Buffer {
  const body = Buffer.from(xml, "utf8");
  const frame = Buffer.allocUnsafe(4 + body.length);
  frame.writeUInt32BE(4 + body.length, 0);
  body.copy(frame, 4);
  return frame;
}

/**
 * Reassembles frames from a byte stream: `push` any TCP read (a part of a frame, a whole one,
 * several, or the end of one and the start of the next) and get the complete XML instances.
 */
export class FrameDecoder {
  private chunks: Buffer[] = [];
  private buffered = 0;

  constructor(private readonly maxBytes = MAX_FRAME_BYTES) {}

  push(chunk: Buffer): string[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const frames: string[] = [];
    for (;;) {
      if (this.buffered < 4) break;
      const head = this.peek(4);
      const total = head.readUInt32BE(0);
      if (total <= 4 || total > this.maxBytes) {
        throw new EppFramingError(`bad EPP frame length ${total}`);
      }
      if (this.buffered < total) break;
      const frame = this.take(total);
      frames.push(frame.subarray(4).toString("utf8"));
    }
    return frames;
  }

  /** Bytes received that do not yet make a whole frame. */
  get pending(): number {
    return this.buffered;
  }

  private peek(n: number): Buffer {
    if (this.chunks[0]!.length < n) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0]!.subarray(0, n);
  }

  private take(n: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return out;
  }
}
