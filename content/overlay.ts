import type { Box, HexMark, MarkRole } from './overlay-marks.js';

/**
 * The overlay: one element of Adjutant's own, appended to the page's root element, holding a closed shadow
 * root with one SVG drawn over the whole document. It takes no pointer events (the page works as before
 * under it), sets its own styles inline (no page stylesheet or CSP-blocked <style> needed), and puts page
 * strings in only as text. Nothing else on the page is touched; removing the host removes every trace.
 */
export const OVERLAY_TAG = 'adjutant-overlay';
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
  private constructor(
    readonly host: HTMLElement,
    /** The closed shadow root: reachable only through this object, never from the page. */
    readonly root: ShadowRoot,
    private readonly svg: SVGSVGElement,
  ) {}

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
    root.append(svg);
    doc.documentElement.append(host);
    return new Overlay(host, root, svg);
  }

  get attached(): boolean {
    return this.host.isConnected;
  }

  /**
   * Replaces every mark. `size` is the document's scroll size, so marks anywhere on the page are covered;
   * `clip` is the part of the page the map is seen through, when it scrolls or clips.
   */
  draw(marks: readonly HexMark[], size: { readonly width: number; readonly height: number }, dark: boolean, clip: Box | null = null): void {
    const doc = this.svg.ownerDocument;
    this.svg.setAttribute('width', String(Math.max(0, Math.round(size.width))));
    this.svg.setAttribute('height', String(Math.max(0, Math.round(size.height))));
    this.svg.setAttribute('aria-label', describe(marks));
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
    if (!clip) {
      this.svg.replaceChildren(...shapes);
      return;
    }
    // The id lives in the closed shadow root, so it cannot clash with the page's own ids.
    const clipPath = doc.createElementNS(SVG_NS, 'clipPath');
    clipPath.setAttribute('id', 'map-view');
    const rect = doc.createElementNS(SVG_NS, 'rect');
    for (const [name, value] of Object.entries({ x: clip.left, y: clip.top, width: clip.width, height: clip.height })) rect.setAttribute(name, value.toFixed(1));
    clipPath.append(rect);
    const group = doc.createElementNS(SVG_NS, 'g');
    group.setAttribute('clip-path', 'url(#map-view)');
    group.append(...shapes);
    this.svg.replaceChildren(clipPath, group);
  }

  remove(): void {
    this.host.remove();
  }
}
