import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { imageSize } from '../../src/readers/vassal/image-size.js';
import { bytesSource, readVassalModule } from '../../src/readers/vassal/index.js';
import { buildFileXml, moduleZip, pngHeader, VASSAL_DEFAULT_NUMBERING } from '../support/vassal-writer.js';

describe('reading a module (.vmod)', () => {
  it('takes each map’s boards, hex grids and numbering from the buildFile, and the board image sizes', async () => {
    const result = await readVassalModule(
      bytesSource(
        moduleZip('Geometry (test)', [
          {
            name: 'Main Map',
            edgeWidth: 12,
            edgeHeight: 34,
            boards: [
              { name: 'North', image: { file: 'north.png', width: 1234, height: 987 }, grid: { dx: 50, dy: 58, x0: 5, y0: 6, sideways: true, numbering: { ...VASSAL_DEFAULT_NUMBERING, vType: 'A', sep: '-' } } },
              { name: 'Plain', size: { width: 300, height: 200 }, grid: { dx: 0, dy: 40, x0: 0, y0: 20, sideways: false, numbering: null, dxOmitted: true } },
              { name: 'Squares', size: { width: 300, height: 200 }, squareGrid: true },
            ],
          },
        ]),
      ),
    );
    if (!result.ok) throw new Error(result.error);
    const g = result.value;
    expect(g.module).toEqual({ name: 'Geometry (test)', version: '1.0' });
    const [map] = g.maps;
    expect(map).toMatchObject({ name: 'Main Map', id: 'Map0', edgeWidth: 12, edgeHeight: 34 });
    const [north, plain, squares] = map!.boards;
    expect(north).toMatchObject({ name: 'North', image: 'north.png', width: 1234, height: 987, grid: { dx: 50, dy: 58, x0: 5, y0: 6, sideways: true } });
    expect(north!.grid!.numbering).toMatchObject({ vType: 'A', separator: '-', hLeading: 1, stagger: true, first: 'H' });
    // A grid without dx gets a regular hex's width; without numbering, VASSAL's default is assumed.
    expect(plain!.grid!.dx).toBeCloseTo((Math.sqrt(3) / 2) * 40, 9);
    expect(plain!.grid!.numbering).toBeNull();
    expect(plain).toMatchObject({ width: 300, height: 200 });
    expect(squares).toMatchObject({ grid: null, gridNote: 'a square grid' });
    expect(g.notes.join(' ')).toMatch(/has no numbering/);
  });

  it('reads the pre-3.5 buildFile name', async () => {
    const result = await readVassalModule(bytesSource(moduleZip('Old (test)', [{ name: 'M', boards: [{ name: 'B' }] }], { oldBuildFileName: true })));
    expect(result.ok && result.value.maps[0]?.boards[0]?.name).toBe('B');
  });

  it('says so when a board image is missing or unreadable', async () => {
    const zip = zipSync({
      'buildFile.xml': new TextEncoder().encode(buildFileXml('Img (test)', [{ name: 'M', boards: [{ name: 'B', image: { file: 'gone.png', width: 1, height: 1 } }] }])),
    });
    const result = await readVassalModule(bytesSource(zip));
    expect(result.ok && result.value.maps[0]?.boards[0]?.width).toBeNull();
    expect(result.ok && result.value.notes.join(' ')).toMatch(/"gone.png" is unknown \(it is not in the module\)/);
  });

  it('refuses an extension, a save, and a buildFile that is not a module’s', async () => {
    const ext = zipSync({ 'buildFile.xml': new TextEncoder().encode('<VASSAL.build.module.ModuleExtension name="x"/>') });
    expect(await readVassalModule(bytesSource(ext))).toEqual({ ok: false, error: expect.stringMatching(/module extension/) });
    expect(await readVassalModule(bytesSource(zipSync({ savedGame: new Uint8Array(1) })))).toEqual({ ok: false, error: expect.stringMatching(/looks like a saved game/) });
    const other = zipSync({ 'buildFile.xml': new TextEncoder().encode('<html/>') });
    expect(await readVassalModule(bytesSource(other))).toEqual({ ok: false, error: expect.stringMatching(/root element is <html>/) });
  });
});

describe('board image sizes', () => {
  it('reads PNG, GIF, JPEG, BMP and SVG headers', () => {
    expect(imageSize(pngHeader(640, 480))).toEqual({ width: 640, height: 480 });
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x03, 0x58, 0x02]);
    expect(imageSize(gif)).toEqual({ width: 800, height: 600 });
    // SOI, an APP0 segment, then SOF0 with height 300 and width 400.
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x01, 0x90, 0x03, 0, 0, 0, 0, 0, 0]);
    expect(imageSize(jpeg)).toEqual({ width: 400, height: 300 });
    const bmp = new Uint8Array(26);
    bmp.set([0x42, 0x4d]);
    new DataView(bmp.buffer).setInt32(18, 123, true);
    new DataView(bmp.buffer).setInt32(22, -45, true);
    expect(imageSize(bmp)).toEqual({ width: 123, height: 45 });
    expect(imageSize(new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="x" width="300px" height="200">'))).toEqual({ width: 300, height: 200 });
    expect(imageSize(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
