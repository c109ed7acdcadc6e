import { VARIABLE_PATTERN } from './message-limits';

/**
 * An http(s) address with a dotted host and no spaces (RCS and Kakao buttons). With `variables`, the
 * #{name} parts a template fills per recipient are read as a plain word, so a link may hold them.
 */
export const isWebUrl = (value: string, options: { variables?: boolean } = {}): boolean => {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(options.variables ? value.replace(VARIABLE_PATTERN, 'v') : value);
    return url.hostname.includes('.') && !url.hostname.startsWith('.') && !url.hostname.endsWith('.');
  } catch {
    return false;
  }
};
