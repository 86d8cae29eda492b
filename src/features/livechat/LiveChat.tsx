/** SCAFFOLD (replaced by its implementation): lazy area LiveChat, the house chat window (docs/livechat.md). `variant` names the page. */
export default function LiveChat({ variant }: { variant?: string }) {
  return <section data-testid={`livechat-${variant ?? 'page'}`} />;
}
