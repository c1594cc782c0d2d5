/**
 * A Content-Disposition header naming `filename` (RFC 6266): an ASCII `filename` for old clients, with every
 * other character, quote and backslash replaced, and the exact name as UTF-8 in `filename*`.
 */
export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
