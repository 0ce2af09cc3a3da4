import { PDFDocument } from "pdf-lib";
import { RECEIPT_HEIGHT, RECEIPT_WIDTH } from "./render-receipt";

/** A CSS pixel is 3/4 of a PDF point: the page has the receipt's layout size, printed at its real size. */
const POINTS_PER_PX = 0.75;

/**
 * A one-page PDF holding the receipt's PNG at the page's full size. The document's dates are the
 * transfer's completion, so one receipt always gives the same file.
 */
export async function receiptPdf(
  png: Buffer,
  meta: { title: string; author: string; subject: string; at: Date },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setCreator("Pagamentos");
  doc.setProducer("Pagamentos");
  doc.setCreationDate(meta.at);
  doc.setModificationDate(meta.at);
  const width = RECEIPT_WIDTH * POINTS_PER_PX;
  const height = RECEIPT_HEIGHT * POINTS_PER_PX;
  const page = doc.addPage([width, height]);
  page.drawImage(await doc.embedPng(png), { x: 0, y: 0, width, height });
  return doc.save();
}
