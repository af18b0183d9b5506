import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MemoryFS, PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * The PGlite options that open a copy of a template data folder (a tarball of `dumpDataDir`) in about 0.4 s
 * instead of PGlite's own `loadDataDir`'s 2.5 s (measured 2026-12-02 on two cores), which every API test file pays:
 * - the template's files are written straight into the new instance's in-memory file system: the tarball is read
 *   and split once per worker (PGlite reads the Blob in small chunks, copies each file and checks every header);
 * - the compiled WebAssembly and PGlite's file-system bundle are made once per worker;
 * - 8 MB of shared buffers instead of 128 MB, and new log segments are not zero-filled: most of a start went on
 *   clearing memory and writing zeros into memory.
 */
export async function pgliteCopyOptions(tarball: string): Promise<PGliteOptions> {
  const files = await templateFiles(tarball);
  const { wasmModule, fsBundle } = await runtime();
  return {
    fs: new PreloadedMemoryFS(files),
    pgliteWasmModule: wasmModule,
    fsBundle,
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=1024', '-c', 'wal_init_zero=off'],
  };
}

type TFile = { path: string; directory: boolean; data: Uint8Array };

// PGlite's data folder, where postgres looks for PG_VERSION before it would run initdb.
const PGDATA = '/pglite/data';

class PreloadedMemoryFS extends MemoryFS {
  constructor(private readonly files: TFile[]) {
    super();
  }

  // Called by PGlite once its file system is mounted, before it checks whether a database is there.
  override async initialSyncFs() {
    const fs = this.pg!.Module.FS;
    for (const file of this.files) {
      const target = `${PGDATA}${file.path}`;
      const folder = file.directory ? target : target.slice(0, target.lastIndexOf('/'));
      if (!fs.analyzePath(folder).exists) fs.mkdirTree(folder);
      if (!file.directory) fs.writeFile(target, file.data);
    }
  }
}

const parsed = new Map<string, Promise<TFile[]>>();
const templateFiles = (tarball: string) => {
  let files = parsed.get(tarball);
  if (!files) {
    files = readFile(tarball).then((bytes) => untar(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length)));
    parsed.set(tarball, files);
  }
  return files;
};

// Node's WebAssembly global (the API's TypeScript libraries declare its types but not the value).
const wasmRuntime = (globalThis as unknown as { WebAssembly: { compile: (bytes: Uint8Array) => Promise<WebAssembly.Module> } }).WebAssembly;
let loaded: Promise<{ wasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
const runtime = () => {
  loaded ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, bundle] = await Promise.all([readFile(path.join(dist, 'pglite.wasm')), readFile(path.join(dist, 'pglite.data'))]);
    return { wasmModule: await wasmRuntime.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  return loaded;
};

/** The entries of a ustar archive as views into it (no copies): PGlite's dumps hold folders and regular files only. */
function untar(bytes: Uint8Array): TFile[] {
  const decoder = new TextDecoder();
  const text = (start: number, length: number) => {
    let end = start;
    while (end < start + length && bytes[end] !== 0) end++;
    return decoder.decode(bytes.subarray(start, end));
  };
  const files: TFile[] = [];
  let offset = 0;
  while (offset + 512 <= bytes.length && bytes[offset] !== 0) {
    const name = text(offset, 100);
    const prefix = text(offset + 345, 131);
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8);
    const type = bytes[offset + 156];
    offset += 512;
    const full = (prefix ? `${prefix}/${name}` : name).replace(/\/+$/, '');
    const filePath = full.startsWith('/') ? full : `/${full}`;
    // '5' is a folder; '0' or NUL a regular file.
    files.push({ path: filePath, directory: type === 0x35, data: bytes.subarray(offset, offset + size) });
    offset += Math.ceil(size / 512) * 512;
  }
  return files;
}
