/**
 * Random access to a file's bytes. A module can be hundreds of megabytes of images, of which only the
 * zip directory, the buildFile and a few image headers are needed: reading slices of the dropped file
 * keeps the rest out of memory.
 */
export interface ByteSource {
  readonly size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    async read(offset, length) {
      return bytes.subarray(offset, Math.min(bytes.length, offset + length));
    },
  };
}

/** Slices of a Blob (a dropped File). FileReader rather than Blob.arrayBuffer(), which some engines (and jsdom) lack. */
export function blobSource(blob: Blob): ByteSource {
  return {
    size: blob.size,
    read(offset, length) {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => {
          // Not "instanceof ArrayBuffer": in a test window the buffer may come from another realm.
          const result = reader.result;
          resolve(result !== null && typeof result !== 'string' ? new Uint8Array(result) : new Uint8Array(0));
        };
        reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
        reader.readAsArrayBuffer(blob.slice(offset, offset + length));
      });
    },
  };
}
