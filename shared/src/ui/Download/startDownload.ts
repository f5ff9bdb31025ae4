// A download the page starts itself (a fresh link, a file made in the browser): the same as a
// click on a download link, without one on the page.

/** Hands the browser a download of `href` saved as `fileName`. */
export function startDownload(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
