import {
  renderTemplate, TEMPLATE_FILE_MAX_BYTES, TEMPLATE_MSG, templateVariableCount, templateVariables, type TemplateHeaderType,
} from '@atiende/shared';

/** The header files WhatsApp reviews: JPEG or PNG images, MP4 videos and PDF documents. */
export const TEMPLATE_FILE_ACCEPT = 'image/jpeg,image/png,video/mp4,application/pdf';
const ACCEPTED = TEMPLATE_FILE_ACCEPT.split(',');

/** The template's type_template, from its file: image, video, otherwise document (spec §3). */
export function headerTypeOf(file: Pick<File, 'type'>): TemplateHeaderType {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  return 'document';
}

/** Why a chosen file cannot head a template (the server's words), or null. */
export function templateFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED.includes(file.type)) return TEMPLATE_MSG.fileType;
  if (file.size > TEMPLATE_FILE_MAX_BYTES) return TEMPLATE_MSG.fileTooLarge;
  return null;
}

/** The file as the API takes it: a data URL (`data:image/png;base64,…`). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo.'));
    reader.readAsDataURL(file);
  });
}

/** How many variables the body has ({{1}}, {{2}}…); while they are not in order, the highest one written. */
export function variableCountOf(body: string): number {
  return templateVariableCount(body) ?? Math.max(0, ...templateVariables(body));
}

/** The next variable to insert: one past the highest written. */
export function nextVariable(body: string): string {
  return `{{${Math.max(0, ...templateVariables(body)) + 1}}}`;
}

/** What the customer would read: each {{n}} replaced by its example, kept as written while it has none. */
export function previewBody(body: string, examples: readonly string[]): string {
  return renderTemplate(body, examples.map((example, index) => example.trim() || `{{${index + 1}}}`));
}

/** The example of each variable, as many as the body has: those written, 'Ejemplo N' for the rest (what Meta needs to review it). */
export function examplesFor(body: string, examples: readonly string[]): string[] {
  return Array.from({ length: variableCountOf(body) }, (_, index) => examples[index]?.trim() || `Ejemplo ${index + 1}`);
}

/** A text cut at `max` characters (without splitting an emoji), and whether it was cut. */
export function truncated(text: string, max: number): { text: string; cut: boolean } {
  const characters = Array.from(text);
  if (characters.length <= max) return { text, cut: false };
  return { text: `${characters.slice(0, max).join('').trimEnd()}…`, cut: true };
}
