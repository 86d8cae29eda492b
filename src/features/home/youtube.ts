/**
 * Video banner links (spec section 2 and 8): YouTube links become embed links; any other link
 * logs 'Not youtube link!' and gives null (the banner shows nothing). youtube-nocookie is used
 * for privacy.
 */
const ID = /^[A-Za-z0-9_-]{6,20}$/;

/** The YouTube video id of a watch, short, embed, shorts or live link; null otherwise. */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const m = /^\/(embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
      id = m?.[2] ?? null;
    }
  }
  return id && ID.test(id) ? id : null;
}

/**
 * Converts a banner link to an embed link, or logs 'Not youtube link!' and returns null.
 */
export function toYoutubeEmbed(link: string): string | null {
  const id = youtubeId(link);
  if (!id) {
    console.log('Not youtube link!');
    return null;
  }
  return `https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1`;
}
