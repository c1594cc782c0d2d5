/**
 * Saves a blob as a file called `fileName` in the browser's downloads, through a hidden `<a download>` and an
 * object URL.
 */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; revoking later only keeps the blob alive for nothing.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
