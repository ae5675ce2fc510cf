/**
 * The certificate as a real PDF (pdf-lib, A4 landscape): the student's certificate name, the
 * program, the date and the verification code with its public URL. Its text is drawn in the
 * standard Helvetica fonts (WinAnsi), so the program is named in English (docs/decisions.md);
 * the same fields are also written as the document's metadata.
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { displayCode } from './code';

export interface CertificateFields {
  name: string;
  program: string;
  issuedAt: Date;
  code: string;
  verifyUrl: string;
}

/** "22 November 2026" (UTC). */
export function certificateDate(d: Date): string {
  return d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Characters the standard fonts cannot draw become "?" (a name is a-z and digits anyway). */
function winAnsi(text: string): string {
  return [...text].map((c) => (/[\x20-\x7E\u00A0-\u00FF]/.test(c) ? c : '?')).join('');
}

export async function certificatePdf(f: CertificateFields): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const code = displayCode(f.code);
  pdf.setTitle(`Certificate of completion: ${winAnsi(f.program)}`);
  pdf.setAuthor('web-ed');
  pdf.setSubject(`${winAnsi(f.name)} completed ${winAnsi(f.program)}`);
  pdf.setKeywords(['web-ed', 'certificate', code]);
  pdf.setCreator('web-ed');
  pdf.setProducer('web-ed');
  pdf.setCreationDate(f.issuedAt);
  const page = pdf.addPage([842, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width, height } = page.getSize();
  const ink = rgb(0.12, 0.16, 0.3);
  const accent = rgb(0.16, 0.42, 0.86);
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: accent,
    borderWidth: 4,
  });
  const centre = (text: string, y: number, size: number, font = regular, color = ink) => {
    const t = winAnsi(text);
    page.drawText(t, { x: (width - font.widthOfTextAtSize(t, size)) / 2, y, size, font, color });
  };
  centre('web-ed', height - 90, 18, bold, accent);
  centre('Certificate of completion', height - 150, 36, bold);
  centre('This certifies that', height - 210, 16);
  centre(f.name, height - 260, 32, bold, accent);
  centre('has completed the program', height - 305, 16);
  centre(f.program, height - 350, 26, bold);
  centre(`Issued on ${certificateDate(f.issuedAt)}`, height - 400, 14);
  centre(`Verification code: ${code}`, 110, 14, bold);
  centre(`Verify at ${f.verifyUrl}`, 86, 11);
  return pdf.save();
}
