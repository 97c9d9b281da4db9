/** Follows a signed URL; it answers as an attachment, so the browser downloads and the page stays. */
export function openSignedUrl(url: string): void {
  window.location.assign(url);
}
