/** '1 respuesta', '3 respuestas': a count with its noun in the number it takes in Spanish. */
export function counted(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
