/** An area of an area map is a number (1–999); an off-map Zone is a name that starts with a letter. */
const AREA = /^[1-9][0-9]{0,2}$/;
const ZONE = /^[A-Za-z][A-Za-z0-9 .,'’()-]{0,39}$/;

export const AREA_LABEL_HELP = 'an area number (1 to 999) or the name of an off-map Zone (a letter first, up to 40 characters)';

export function isAreaNumber(label: string): boolean {
  return AREA.test(label);
}

export function isZoneName(label: string): boolean {
  return ZONE.test(label) && label.trim() === label;
}

/** Whether a string has the form of an area or Zone label (whether the map has it is the map's business). */
export function isAreaLabel(label: string): boolean {
  return isAreaNumber(label) || isZoneName(label);
}
