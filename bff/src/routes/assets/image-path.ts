/** One path segment of a picture: a plain name, never `.`, `..`, empty or a hidden file. */
const safeSegment = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * The path under `/images/` to ask the upstream for, or null when the request could escape it.
 * Decodes each segment once, then allows only plain names, so `..`, `%2e%2e`, `%2f`,
 * backslashes, double encoding and empty segments are all refused rather than "cleaned up".
 */
export const upstreamImagePath = (url: string): string | null => {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!rawPath.startsWith('/')) return null;
  // Decode segment by segment, so an encoded separator (%2f, %5c) stays inside its segment
  // and fails the check instead of becoming a new path level.
  const segments: string[] = [];
  for (const raw of rawPath.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!safeSegment.test(segment)) return null;
    segments.push(segment);
  }
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  return `/images/${segments.join('/')}${query}`;
};
