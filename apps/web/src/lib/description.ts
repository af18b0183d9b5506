/**
 * The catalogue's descriptions are simple HTML (or blank-line separated text); screens show them as plain
 * paragraphs, so no markup from the database is ever rendered.
 */
export function descriptionParagraphs(description: string): string[] {
  const text = description
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return text
    .split(/\n\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The same paragraphs as editable text (blank lines between paragraphs), which the API turns back into paragraphs. */
export const descriptionText = (description: string) => descriptionParagraphs(description).join('\n\n');
