import { geometryFromBuildFile } from './build-file.js';
import type { ByteSource } from './byte-source.js';
import { imageSize } from './image-size.js';
import { VASSAL_LIMITS } from './limits.js';
import type { BoardSpec, ModuleGeometry } from './module-geometry.js';
import { VassalReadError } from './vassal-error.js';
import { parseXml } from './xml-reader.js';
import { readZipDirectory, type ZipEntry } from './zip-directory.js';
import { readZipEntry, UnpackBudget } from './zip-entry.js';

const WHAT = 'module';
/** VASSAL 3.5 and later write buildFile.xml; older modules, buildFile. */
const BUILD_FILES = ['buildFile.xml', 'buildFile'];
const IMAGE_PREFIXES = [65_536, VASSAL_LIMITS.imageHeaderBytes];

/** Reads a .vmod: its buildFile's maps and hex grids, and the sizes of its board images. */
export async function readModule(source: ByteSource): Promise<ModuleGeometry> {
  const entries = await readZipDirectory(source, { what: WHAT, maxEntries: VASSAL_LIMITS.moduleEntries, maxFileBytes: VASSAL_LIMITS.moduleFileBytes });
  const byName = new Map(entries.map((e) => [e.name, e]));
  const buildEntry = BUILD_FILES.map((n) => byName.get(n)).find((e): e is ZipEntry => e !== undefined);
  if (!buildEntry) {
    const hint = byName.has('savedGame') ? ' It looks like a saved game: drop it as the save, and the .vmod as the module.' : '';
    throw new VassalReadError(`This is not a VASSAL module: it has no buildFile.${hint}`);
  }
  const budget = new UnpackBudget(WHAT);
  const xmlBytes = await readZipEntry(source, buildEntry, { what: WHAT, budget });
  const geometry = geometryFromBuildFile(parseXml(new TextDecoder('utf-8', { fatal: false }).decode(xmlBytes)));
  return withImageSizes(source, geometry, byName);
}

async function withImageSizes(source: ByteSource, geometry: ModuleGeometry, byName: ReadonlyMap<string, ZipEntry>): Promise<ModuleGeometry> {
  const notes = [...geometry.notes];
  const sizes = new Map<string, { width: number; height: number } | null>();
  // Image headers have their own allowance, apart from the buildFile's.
  const budget = new UnpackBudget(`${WHAT}'s board images`, 40_000_000);
  for (const map of geometry.maps) {
    for (const board of map.boards) {
      if (board.image === null || sizes.has(board.image)) continue;
      const entry = byName.get(`images/${board.image}`) ?? byName.get(board.image);
      let size: { width: number; height: number } | null = null;
      if (entry) {
        for (const prefix of IMAGE_PREFIXES) {
          const head = await readZipEntry(source, entry, { what: WHAT, budget, prefixBytes: prefix });
          size = imageSize(head);
          if (size || head.length < prefix) break;
        }
      }
      if (!size && notes.length < 100) notes.push(`The size of board image "${board.image.slice(0, 80)}" is unknown (${entry ? 'not a PNG, GIF, JPEG, BMP or SVG Adjutant can read' : 'it is not in the module'}).`);
      sizes.set(board.image, size);
    }
  }
  const sized = (board: BoardSpec): BoardSpec => {
    if (board.image === null) return board;
    const size = sizes.get(board.image) ?? null;
    return { ...board, width: size?.width ?? null, height: size?.height ?? null };
  };
  return { ...geometry, maps: geometry.maps.map((m) => ({ ...m, boards: m.boards.map(sized) })), notes };
}
