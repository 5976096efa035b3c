import PDFDocument from 'pdfkit';
import { CASE_ESTADO_LABELS, CASE_MSG, CASE_TRAVEL_SERVICE, TIME_ZONE, type CaseRead } from '@atiende/shared';

const MARGIN = 48;
const GREY = '#555555';
const LINE = '#cccccc';

const dateTime = new Intl.DateTimeFormat('es-CO', {
  timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)).replace(',', '') : '—');

/** Seconds as H:MM:SS. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

const names = (pairs: [string, number][]) => (pairs.length > 0 ? pairs.map(([name]) => name).join(', ') : '—');

/**
 * The service report of a case as a PDF: its data, agents, clients, materials, the report with who received
 * it and their signature, and every step of its history with time and place.
 */
export function caseReportPdf(item: CaseRead, signature: Buffer | null): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4', margin: MARGIN, bufferPages: true,
    info: { Title: `Informe de servicio ${item.name}`, Author: 'Atiende', Subject: item.descripcion.slice(0, 200) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(`Informe de servicio ${item.name}`);
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(`Estado: ${CASE_ESTADO_LABELS[item.estado]} (${item.estado})`);
  doc.fillColor('black').moveDown();

  section(doc, 'Datos del caso');
  field(doc, 'Tipo de servicio', item.tipo_servicio ?? CASE_MSG.noServiceType);
  field(doc, 'Tipo de visita', item.tipo_visita ?? '—');
  field(doc, 'Creación', formatDateTime(item.created_date));
  field(doc, 'Fecha de asignación', item.fecha_asignacion ? item.fecha_asignacion.split('-').reverse().join('/') : '—');
  field(doc, 'Hora de entrada', item.hora_entrada ?? '—');
  field(doc, 'Hora de salida', item.hora_salida ?? '—');
  if (item.tipo_servicio === CASE_TRAVEL_SERVICE) {
    field(doc, 'Ubicación', item.direccion_1 ?? '—');
    field(doc, 'Destino', item.direccion_2 ?? '—');
  }
  field(doc, 'Descripción', item.descripcion || CASE_MSG.noDescription);
  field(doc, 'Observaciones', item.observaciones || CASE_MSG.noObservations);
  field(doc, 'Finalización', formatDateTime(item.fecha_finalizacion));
  field(doc, 'Tiempo trabajado', formatDuration(item.total_duracion));
  field(doc, 'Agente(s)', names(item.contacto));
  field(doc, 'Cliente(s)', item.cliente.length > 0 ? names(item.cliente) : CASE_MSG.noClient);

  section(doc, 'Materiales');
  if (item.materiales.length === 0) doc.text(CASE_MSG.noMaterials);
  table(doc, ['Descripción', 'Cantidad', 'Observaciones'], [0.45, 0.15, 0.4], item.materiales.map((m) => [
    m.descripcion, m.cantidad === null ? CASE_MSG.noQuantity : String(m.cantidad), m.observaciones ?? CASE_MSG.noObservations,
  ]));

  section(doc, 'Informe');
  if (item.informe) {
    field(doc, 'Descripción', item.informe.descripcion);
    field(doc, 'Observaciones', item.informe.observaciones ?? CASE_MSG.noObservations);
    field(doc, 'Recibe', item.informe.persona_recibe);
    field(doc, 'Cargo', item.informe.cargo);
    doc.font('Helvetica-Bold').text('Firma:');
    if (signature) {
      if (doc.y + 110 > doc.page.height - MARGIN) doc.addPage();
      doc.image(signature, { fit: [220, 100] });
      doc.y += 4;
    } else {
      doc.font('Helvetica').text('Sin firma');
    }
    doc.font('Helvetica');
  } else {
    doc.text('Sin informe');
  }

  section(doc, 'Historial');
  table(doc, ['Estado', 'Fecha y hora', 'Usuario', 'Observaciones', 'Coordenadas'], [0.14, 0.18, 0.2, 0.28, 0.2],
    item.gestiones.map((g) => [g.estado, formatDateTime(g.created_date), g.user ?? '—', g.observaciones || '—', g.coordenadas ?? '—']));

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    doc.fontSize(8).fillColor(GREY)
      .text(`${item.name} · página ${i + 1} de ${range.count}`, MARGIN, doc.page.height - MARGIN + 12, { lineBreak: false });
  }
  doc.end();
  return done;
}

function section(doc: PDFKit.PDFDocument, title: string): void {
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor('black').text(title, MARGIN);
  const y = doc.y + 2;
  doc.moveTo(MARGIN, y).lineTo(doc.page.width - MARGIN, y).strokeColor(LINE).stroke();
  doc.moveDown(0.4).font('Helvetica').fontSize(10);
}

function field(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font('Helvetica-Bold').text(`${label}: `, MARGIN, doc.y, { continued: true }).font('Helvetica').text(value);
}

/** A simple table whose rows grow with their longest cell and break onto new pages. */
function table(doc: PDFKit.PDFDocument, headers: string[], widths: number[], rows: string[][]): void {
  if (rows.length === 0) return;
  const total = doc.page.width - MARGIN * 2;
  const columns = widths.map((w) => w * total);
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]! - 6 }))) + 6;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 3, top + 3, { width: columns[i]! - 6 });
      x += columns[i]!;
    });
    doc.moveTo(MARGIN, top + height).lineTo(MARGIN + total, top + height).strokeColor(LINE).stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(headers, true);
  for (const row of rows) drawRow(row, false);
  doc.fontSize(10).font('Helvetica');
}
