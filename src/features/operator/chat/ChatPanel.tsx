/** SCAFFOLD (replaced by its implementation): the console's Live chat tab (docs/livechat.md). */
export function ChatPanel() {
  return <section data-testid="operator-chat" />;
}
