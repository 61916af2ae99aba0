// The bundler inlines this one field of package.json into the command line; the rest stays out.
import { version } from '../../package.json';

/** Adjutant's version, as package.json gives it. */
export const ADJUTANT_VERSION: string = version;
