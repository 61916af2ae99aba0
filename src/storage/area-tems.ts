import { parseAreaTemsInput, type AreaTems, type AreaTemsInput } from '../engine/index.js';
import { TYPED_FILE_IMPORT_LIMIT, typedFileStore } from './typed-file-store.js';

/** The area TEMs and Zone names of the user's They Met at Gettysburg map, kept as typed under one key. */
export const AREA_TEMS_KEY = 'areaTems';
/** Largest file accepted, in characters of JSON. */
export const AREA_TEMS_IMPORT_LIMIT = TYPED_FILE_IMPORT_LIMIT;

export const AREA_TEMS = typedFileStore<AreaTemsInput, AreaTems>(AREA_TEMS_KEY, 'your They Met at Gettysburg area TEMs', parseAreaTemsInput);

/** The file as the user typed it, or null. */
export const loadAreaTemsInput = AREA_TEMS.load;
/** The checked TEMs the modifiers use (battle.stated.areaTems), or null when none are entered. */
export const loadAreaTems = AREA_TEMS.loadValue;
/** Checks and stores the file; on any error nothing is written and every error is returned. */
export const saveAreaTems = AREA_TEMS.save;
/** The file as JSON text (pasted or imported), checked whole before anything is written. */
export const importAreaTems = AREA_TEMS.importText;
export const deleteAreaTems = AREA_TEMS.remove;
