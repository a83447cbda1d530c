/**
 * A small but valid one-page PDF (PDF 1.4, the standard Helvetica fonts, no compression) generated on the fly for
 * `user/invoice/download/{orderId}`. Text is limited to printable ASCII (other characters become "?"), which the
 * standard fonts can show without embedding anything.
 */

export interface PdfLine {
  text: string;
  bold?: boolean;
  /** Font size in points (default 10). */
  size?: number;
  /** Extra space before the line, in points. */
  gap?: number;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;

function pdfText(text: string): string {
  const ascii = text.replace(/[^\x20-\x7e]/g, '?');
  return ascii.replace(/[\\()]/g, (c) => `\\${c}`);
}

export function renderPdf(lines: readonly PdfLine[]): Uint8Array {
  const commands: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= (line.gap ?? 0) + size * 1.4;
    if (y < MARGIN) {
      commands.push(
        `BT /F1 9 Tf ${MARGIN} ${MARGIN - 20} Td (${pdfText('(continued lines omitted)')}) Tj ET`,
      );
      break;
    }
    commands.push(
      `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td (${pdfText(line.text)}) Tj ET`,
    );
  }
  const stream = commands.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  // Every character is ASCII, so string length = byte length and the xref offsets are exact.
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
