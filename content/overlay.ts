import { arrowLayer, describeArrows } from './arrow-layer.js';
import type { ArrowDrawing } from './arrow-marks.js';
import { artilleryLayer, describeArtillery } from './artillery-layer.js';
import type { ArtilleryDrawing } from './artillery-marks.js';
import type { Box, HexMark, MarkRole } from './overlay-marks.js';
import { describeRetreat, retreatLayer } from './retreat-layer.js';
import type { RetreatDrawing } from './retreat-marks.js';

/**
 * The overlay: one element of Adjutant's own, appended to the page's root element, holding a closed shadow
 * root with one SVG drawn over the whole document. It takes no pointer events (the page works as before
 * under it) but on a retreat's crosses, a shot's small disc and an arrow mark's, sets its own styles inline (no
 * page stylesheet or CSP-blocked <style> needed), and puts page strings in only as text. Nothing else on the page is touched; removing the host
 * removes every trace.
 *
 * Four layers: the selection's marks (overlay-marks.ts); above them a gun's shots and a shade of hexes the
 * popup shows (artillery-layer.ts); above those the arrows and marks of what changed or of a battle plan
 * (arrow-layer.ts); on top one unit's retreat the popup shows (retreat-layer.ts). Each draw gives all four, so
 * none is lost when another changes.
 */
export const OVERLAY_TAG = 'adjutant-overlay';

/**
 * On the host, what the retreat layer shows, for tests that cannot open the closed root (the end-to-end ones):
 * the drawn arrows' ranks in order and the number of crosses. The page learns nothing the popup's battle does
 * not already make visible on it.
 */
export const RETREAT_RANKS_ATTRIBUTE = 'data-retreat-ranks';
export const RETREAT_CROSSES_ATTRIBUTE = 'data-retreat-crosses';

/**
 * On the host, what the artillery layer shows, for the same tests: each drawn shot as verdict:hex in order
 * ("eligible:Q36 not-eligible:R30"), the number of shaded hexes drawn, and the hexes that block the shots.
 */
export const ARTILLERY_SHOTS_ATTRIBUTE = 'data-artillery-shots';
export const ARTILLERY_SHADE_ATTRIBUTE = 'data-artillery-shade';
export const ARTILLERY_BLOCKERS_ATTRIBUTE = 'data-artillery-blockers';

/**
 * On the host, what the arrows layer shows, for the same tests: what it is (changes or plan), the number of arrows
 * and of marks drawn, and the item stepped on ('all' when none is).
 */
export const ARROWS_KIND_ATTRIBUTE = 'data-arrows-kind';
export const ARROWS_ATTRIBUTE = 'data-arrows';
export const ARROW_SPOTS_ATTRIBUTE = 'data-arrow-spots';
export const ARROWS_STEP_ATTRIBUTE = 'data-arrows-step';

/** What one draw shows. */
export interface OverlayLayers {
  readonly marks: readonly HexMark[];
  readonly retreat: RetreatDrawing | null;
  readonly artillery: ArtilleryDrawing | null;
  readonly arrows: ArrowDrawing | null;
}

/** The layers the popup's drawings go in, each drawn only when its drawing changes. */
type PopupLayer = 'retreat' | 'artillery' | 'arrows';

/** How one popup layer is drawn: its element, and the host attributes that tell the end-to-end tests what it shows. */
interface LayerDraw<D> {
  readonly layer: (doc: Document, drawing: D, dark: boolean) => SVGGElement;
  readonly attributes: (drawing: D) => Readonly<Record<string, string>>;
  /** Every attribute `attributes` may set: all taken off when nothing is drawn. */
  readonly names: readonly string[];
}

const RETREAT_DRAW: LayerDraw<RetreatDrawing> = {
  layer: retreatLayer,
  attributes: (d) => ({ [RETREAT_RANKS_ATTRIBUTE]: d.arrows.map((a) => a.rank).join(','), [RETREAT_CROSSES_ATTRIBUTE]: String(d.crosses.length) }),
  names: [RETREAT_RANKS_ATTRIBUTE, RETREAT_CROSSES_ATTRIBUTE],
};

const ARTILLERY_DRAW: LayerDraw<ArtilleryDrawing> = {
  layer: artilleryLayer,
  attributes: (d) => ({
    [ARTILLERY_SHOTS_ATTRIBUTE]: d.shots.map((s) => `${s.verdict}:${s.hex}`).join(' '),
    [ARTILLERY_SHADE_ATTRIBUTE]: String(d.shade?.hexes.length ?? 0),
    [ARTILLERY_BLOCKERS_ATTRIBUTE]: d.shots.flatMap((s) => (s.blocker ? [s.blocker.hex] : [])).join(' '),
  }),
  names: [ARTILLERY_SHOTS_ATTRIBUTE, ARTILLERY_SHADE_ATTRIBUTE, ARTILLERY_BLOCKERS_ATTRIBUTE],
};

const ARROWS_DRAW: LayerDraw<ArrowDrawing> = {
  layer: arrowLayer,
  attributes: (d) => ({
    [ARROWS_KIND_ATTRIBUTE]: d.kind,
    [ARROWS_ATTRIBUTE]: String(d.arrows.length),
    [ARROW_SPOTS_ATTRIBUTE]: String(d.spots.length),
    [ARROWS_STEP_ATTRIBUTE]: d.step === null ? 'all' : String(d.step),
  }),
  names: [ARROWS_KIND_ATTRIBUTE, ARROWS_ATTRIBUTE, ARROW_SPOTS_ATTRIBUTE, ARROWS_STEP_ATTRIBUTE],
};

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Colours per role, for light and dark pages; the outline style differs too, so colour is not the only cue. */
const PALETTE: Record<'light' | 'dark', Record<MarkRole, { stroke: string; fill: string }>> = {
  light: { attacker: { stroke: '#b3261e', fill: '#b3261e' }, defender: { stroke: '#0b57d0', fill: '#0b57d0' } },
  dark: { attacker: { stroke: '#ff8a80', fill: '#ff8a80' }, defender: { stroke: '#8ab4f8', fill: '#8ab4f8' } },
};
const STYLE: Record<HexMark['kind'], Record<MarkRole, { width: string; dash: string | null; opacity: string }>> = {
  unit: { attacker: { width: '3', dash: null, opacity: '0.28' }, defender: { width: '3', dash: '7 3', opacity: '0.28' } },
  zoc: { attacker: { width: '1.5', dash: '2 3', opacity: '0.1' }, defender: { width: '1.5', dash: '2 3', opacity: '0.1' } },
};

function setImportant(el: HTMLElement | SVGElement, styles: Record<string, string>): void {
  for (const [name, value] of Object.entries(styles)) el.style.setProperty(name, value, 'important');
}

function describe(marks: readonly HexMark[]): string {
  const count = (role: MarkRole) => marks.filter((m) => m.kind === 'unit' && m.role === role).length;
  const zones = marks.some((m) => m.kind === 'zoc') ? ', with their zones of control' : '';
  return `Adjutant marks ${count('attacker')} attacking and ${count('defender')} defending position(s)${zones}.`;
}

export class Overlay {
  /** What each popup layer was last drawn from: drawn again only when that changes (a redraw on scroll would drop the focus of a part reached with Tab). */
  private readonly drawnFrom: Record<PopupLayer, string> = { retreat: '', artillery: '', arrows: '' };

  private constructor(
    readonly host: HTMLElement,
    /** The closed shadow root: reachable only through this object, never from the page. */
    readonly root: ShadowRoot,
    private readonly svg: SVGSVGElement,
    private readonly parts: {
      readonly clipRect: SVGRectElement;
      readonly view: SVGGElement;
      readonly selection: SVGGElement;
      readonly artillery: SVGGElement;
      readonly arrows: SVGGElement;
      readonly retreat: SVGGElement;
      readonly paint: SVGGElement;
    },
  ) {}

  /** The paint mode's layer, under every other: paint-layer.ts draws in it and keeps it (draw() leaves it alone). */
  get paintLayer(): SVGGElement {
    return this.parts.paint;
  }

  static open(doc: Document): Overlay {
    const host = doc.createElement(OVERLAY_TAG);
    // Page rules cannot reach into the shadow root, but they can style the host: pin what matters.
    setImportant(host, {
      all: 'initial',
      display: 'block',
      position: 'absolute',
      left: '0',
      top: '0',
      width: '0',
      height: '0',
      overflow: 'visible',
      'pointer-events': 'none',
      'z-index': '2147483647',
    });
    const root = host.attachShadow({ mode: 'closed' });
    const svg = doc.createElementNS(SVG_NS, 'svg');
    svg.setAttribute('role', 'img');
    setImportant(svg, { position: 'absolute', left: '0', top: '0', overflow: 'visible', 'pointer-events': 'none' });
    // The id lives in the closed shadow root, so it cannot clash with the page's own ids.
    const clipPath = doc.createElementNS(SVG_NS, 'clipPath');
    clipPath.setAttribute('id', 'map-view');
    const clipRect = doc.createElementNS(SVG_NS, 'rect');
    clipPath.append(clipRect);
    const view = doc.createElementNS(SVG_NS, 'g');
    const selection = doc.createElementNS(SVG_NS, 'g');
    selection.setAttribute('data-layer', 'selection');
    const artillery = doc.createElementNS(SVG_NS, 'g');
    artillery.setAttribute('data-layer', 'artillery');
    const arrows = doc.createElementNS(SVG_NS, 'g');
    arrows.setAttribute('data-layer', 'arrows');
    const retreat = doc.createElementNS(SVG_NS, 'g');
    retreat.setAttribute('data-layer', 'retreat');
    // The retreat above the selection's marks: its crosses take the pointer for their tooltips. The artillery
    // between them: its shade must not hide the selection's outlines, nor its lines a retreat's arrows. The arrows of
    // what changed or of a plan over the shots, under a retreat (the retreat is the one battle the player is on).
    // Painting's coverage under everything: the marks of a battle stay readable while the player paints.
    const paint = doc.createElementNS(SVG_NS, 'g');
    paint.setAttribute('data-layer', 'paint');
    view.append(paint, selection, artillery, arrows, retreat);
    svg.append(clipPath, view);
    root.append(svg);
    doc.documentElement.append(host);
    return new Overlay(host, root, svg, { clipRect, view, selection, artillery, arrows, retreat, paint });
  }

  get attached(): boolean {
    return this.host.isConnected;
  }

  /**
   * Replaces every mark of every layer. `size` is the document's scroll size, so marks anywhere on the page are
   * covered; `clip` is the part of the page the map is seen through, when it scrolls or clips.
   */
  draw({ marks, retreat, artillery, arrows }: OverlayLayers, size: { readonly width: number; readonly height: number }, dark: boolean, clip: Box | null = null): void {
    const doc = this.svg.ownerDocument;
    this.svg.setAttribute('width', String(Math.max(0, Math.round(size.width))));
    this.svg.setAttribute('height', String(Math.max(0, Math.round(size.height))));
    const selection = marks.length > 0 || (!retreat && !artillery && !arrows) ? [describe(marks)] : [];
    const popup = [
      ...(artillery ? [`Adjutant's ${describeArtillery(artillery)}`] : []),
      ...(arrows ? [`Adjutant's ${describeArrows(arrows)}`] : []),
      ...(retreat ? [`Adjutant's ${describeRetreat(retreat)}`] : []),
    ];
    this.svg.setAttribute('aria-label', [...selection, ...popup].join(' '));
    // A picture, unless it holds the retreat's, the shots' or the arrow marks' parts reached with Tab: an image's children are not reachable.
    this.svg.setAttribute('role', retreat || (artillery && artillery.shots.length > 0) || (arrows && arrows.spots.length > 0) ? 'group' : 'img');
    const palette = PALETTE[dark ? 'dark' : 'light'];
    // Zones first, so the selected hexes are drawn on top of them.
    const ordered = [...marks.filter((m) => m.kind === 'zoc'), ...marks.filter((m) => m.kind === 'unit')];
    const shapes = ordered.map((mark) => {
      const colour = palette[mark.role];
      const style = STYLE[mark.kind][mark.role];
      const polygon = doc.createElementNS(SVG_NS, 'polygon');
      polygon.setAttribute('points', mark.points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' '));
      polygon.setAttribute('fill', colour.fill);
      polygon.setAttribute('fill-opacity', style.opacity);
      polygon.setAttribute('stroke', colour.stroke);
      polygon.setAttribute('stroke-width', style.width);
      polygon.setAttribute('stroke-linejoin', 'round');
      if (style.dash) polygon.setAttribute('stroke-dasharray', style.dash);
      polygon.setAttribute('data-role', mark.role);
      polygon.setAttribute('data-kind', mark.kind);
      polygon.setAttribute('data-place', mark.place);
      const title = doc.createElementNS(SVG_NS, 'title');
      title.textContent = mark.title;
      polygon.append(title);
      return polygon;
    });
    this.parts.selection.replaceChildren(...shapes);
    this.drawLayer('retreat', retreat, dark, RETREAT_DRAW);
    this.drawLayer('artillery', artillery, dark, ARTILLERY_DRAW);
    this.drawLayer('arrows', arrows, dark, ARROWS_DRAW);
    if (clip) {
      for (const [name, value] of Object.entries({ x: clip.left, y: clip.top, width: clip.width, height: clip.height })) this.parts.clipRect.setAttribute(name, value.toFixed(1));
      this.parts.view.setAttribute('clip-path', 'url(#map-view)');
    } else this.parts.view.removeAttribute('clip-path');
  }

  private drawLayer<D>(name: PopupLayer, drawing: D | null, dark: boolean, how: LayerDraw<D>): void {
    const key = drawing ? JSON.stringify([drawing, dark]) : '';
    if (key === this.drawnFrom[name]) return;
    this.drawnFrom[name] = key;
    this.parts[name].replaceChildren(...(drawing ? [how.layer(this.svg.ownerDocument, drawing, dark)] : []));
    const shown = drawing ? how.attributes(drawing) : {};
    for (const attribute of how.names) {
      const value = shown[attribute];
      if (value === undefined) this.host.removeAttribute(attribute);
      else this.host.setAttribute(attribute, value);
    }
  }

  remove(): void {
    this.host.remove();
  }
}
