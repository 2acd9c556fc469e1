/**
 * Gives the user a file made in the page (a CSV export, or binary content such as a PowerPoint file): a Blob behind a temporary link that is clicked, then let
 * go. Call it from an event handler only (it needs the document). A text/csv file is written with a byte-order
 * mark so spreadsheet programs read its UTF-8 (₹, é) rightly.
 */
export function downloadFile(fileName: string, content: string | ArrayBuffer, mimeType: string) {
  const withBom =
    typeof content === 'string' && mimeType.startsWith('text/csv') && !content.startsWith('\uFEFF')
      ? `\uFEFF${content}`
      : content;
  const url = URL.createObjectURL(new Blob([withBom], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Let the browser start the download before the address goes.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
