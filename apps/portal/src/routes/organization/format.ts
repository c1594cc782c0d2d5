/** How many characters of a logo's address the organization list shows (SPEC §9). */
export const LOGO_TEXT_LENGTH = 20;

/** The text of the organization list's logo link: the address cut to its first 20 characters plus '...'. */
export function logoLinkText(image: string): string {
  return image.length > LOGO_TEXT_LENGTH ? `${image.slice(0, LOGO_TEXT_LENGTH)}...` : image;
}

/** The header's license figure: 'x / y licenses used'. */
export function licensesUsedText(used: number, total: number): string {
  return `${used} / ${total} licenses used`;
}
