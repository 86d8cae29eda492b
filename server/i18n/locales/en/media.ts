/** English: text drawn into generated artwork: the call-to-action pill of a banner (media/bannerArt.ts). */
export const media = {
  bannerJoin: 'JOIN NOW',
  bannerWatch: 'WATCH NOW',
};
