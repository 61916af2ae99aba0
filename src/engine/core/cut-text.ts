const HIGH_SURROGATE = /[\ud800-\udbff]$/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The first `max` UTF-16 units of a text, never ending on half a character (a surrogate pair cut in two),
 * and with any lone half replaced by U+FFFD: such text cannot be put in an address (encodeURIComponent
 * throws on it) and shows as garbage.
 */
export function cutText(text: string, max: number): string {
  let cut = text.length > max ? text.slice(0, max) : text;
  if (text.length > max && HIGH_SURROGATE.test(cut)) cut = cut.slice(0, -1);
  return cut.replace(LONE_SURROGATE, '\ufffd');
}
