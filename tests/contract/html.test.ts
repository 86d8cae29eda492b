import { escapeHtml } from '../../contract/html';

describe('escapeHtml', () => {
  it('replaces the five markup characters by their entities', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
  });

  it('leaves other text alone and escapes an entity once', () => {
    expect(escapeHtml('會員 100.00 TWD')).toBe('會員 100.00 TWD');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
