/**
 * Site pages (docs/site-pages.md): the pages document (default pages valid against the
 * pagesDocument schema, version 1 saved by the seed; a save sanitises HTML; refusals name their
 * field by JSON pointer and change nothing; a rollback restores), and the public calls (blog and
 * news lists with category filter and paging, details with previous and next, inactive and future
 * articles hidden, about us, help search), each merchant with its own pages.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AboutPage, ArticleDetails, ArticleList, HelpContent, PagesDocument } from '../../../../contract/types.ts';
import { pagesRuleErrors, pagesSchemaErrors, sanitizePages } from '../../../../server/services/pages/check.ts';
import { defaultPages } from '../../../../server/services/pages/defaults.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
const LUCKY = 'lucky.localhost';
let demoOp: string;
let luckyOp: string;

type Envelope<T = any> = { success: boolean; code: string | number; message: string; value: T };
async function call<T = any>(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string | null,
  body?: unknown,
  host = 'localhost',
  language = 'en',
) {
  const headers: Record<string, string> = { host, 'accept-language': language };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}
const login = async (host = 'localhost') => await operatorSignIn(t.app, { host });
const current = async (token = demoOp, host = 'localhost') =>
  (await call('GET', '/api/console/pages', token, undefined, host)).body.value as {
    version: number;
    pages: PagesDocument;
    diff: unknown[];
    savedBy: string;
  };
const save = (pages: unknown, baseVersion: number, token = demoOp, host = 'localhost', language = 'en') =>
  call('PUT', '/api/console/pages', token, { pages, baseVersion, note: 'test' }, host, language);
const get = async <T>(url: string, host = 'localhost') => call<T>('GET', url, null, undefined, host);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
async function upload(token: string, host: string) {
  const boundary = '----pages-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="c.png"\r\ncontent-type: image/png\r\n\r\n`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/console/content/uploads',
    headers: { host, authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return (res.json() as Envelope<{ url: string }>).value.url;
}

beforeAll(async () => {
  t = await createTestApp();
  demoOp = await login();
  luckyOp = await login(LUCKY);
});
afterAll(async () => t.close());

describe('the default pages', () => {
  it('are valid against the schema and the rules, already sanitised, with the starter set', () => {
    const doc = defaultPages();
    expect(pagesSchemaErrors(doc)).toEqual([]);
    expect(pagesRuleErrors(doc, { uploadIds: new Set() }, 'EN')).toEqual([]);
    expect(sanitizePages(doc)).toEqual(doc);
    expect([doc.categories.blog.length, doc.categories.news.length]).toEqual([3, 2]);
    expect(doc.articles.filter((a) => a.kind === 'blog')).toHaveLength(6);
    expect(doc.articles.filter((a) => a.kind === 'news')).toHaveLength(5);
    expect(doc.help.length).toBeGreaterThanOrEqual(4);
    for (const s of doc.help) expect(s.articles.length).toBeGreaterThanOrEqual(3);
    expect(doc.help.flatMap((s) => s.articles).find((a) => a.anchor === 'term')?.title.en).toBe('Terms and conditions');
  });

  it('are version 1 of DEMO and LUCKY, saved by the seed', async () => {
    for (const [token, host] of [
      [demoOp, 'localhost'],
      [luckyOp, LUCKY],
    ] as const) {
      const first = await current(token, host);
      expect([first.version, first.savedBy]).toEqual([1, 'seed']);
      expect(first.pages).toEqual(defaultPages());
    }
  });
});

describe('public calls', () => {
  it('list blog articles newest first with the kind’s categories, a page at a time, by category', async () => {
    const all = (await get<ArticleList>('/api/site/articles?kind=blog&pageSize=4&language=EN')).body.value;
    expect(all.total).toBe(6);
    expect(all.list.map((a) => a.id)).toEqual([
      'vip-explained',
      'set-a-budget',
      'basketball-handicap',
      'world-football-preview',
    ]);
    expect(all.categories.map((c) => c.name)).toEqual(['Game guides', 'Sports insight', 'Play smart']);
    const second = (await get<ArticleList>('/api/site/articles?kind=blog&pageSize=4&pageNo=2&language=EN')).body.value;
    expect(second.list.map((a) => a.id)).toEqual(['slot-volatility', 'baccarat-basics']);
    const sports = (await get<ArticleList>('/api/site/articles?kind=blog&category=sports&language=TW')).body.value;
    expect(sports.list.map((a) => [a.id, a.categoryName])).toEqual([
      ['basketball-handicap', '體育分析'],
      ['world-football-preview', '體育分析'],
    ]);
    const news = (await get<ArticleList>('/api/site/articles?kind=news&language=EN')).body.value;
    expect(news.total).toBe(5);
    expect(news.list[0]).toMatchObject({
      id: 'security-reminder',
      kind: 'news',
      title: 'Keep your account safe',
      categoryName: 'Notices',
    });
  });

  it('refuse a bad query with a 400 and no kind', async () => {
    expect((await get('/api/site/articles?kind=video')).status).toBe(400);
    expect((await get('/api/site/articles')).status).toBe(400);
  });

  it('give an article with its body, the previous (older) and the next (newer) one', async () => {
    const d = (await get<ArticleDetails>('/api/site/articles/set-a-budget?kind=blog&language=EN')).body.value;
    expect(d.article.title).toBe('Play smart: set yourself a budget');
    expect(d.body).toContain('<li>Never chase losses</li>');
    expect(d.previous?.id).toBe('basketball-handicap');
    expect(d.next?.id).toBe('vip-explained');
    const newest = (await get<ArticleDetails>('/api/site/articles/vip-explained?kind=blog')).body.value;
    expect(newest.next).toBeNull();
    const oldest = (await get<ArticleDetails>('/api/site/articles/baccarat-basics?kind=blog')).body.value;
    expect(oldest.previous).toBeNull();
    const wrongKind = await get('/api/site/articles/set-a-budget?kind=news&language=EN');
    expect([wrongKind.status, wrongKind.body.code]).toEqual([404, 'PAGES_ARTICLE_NOT_FOUND']);
  });

  it('about us and the help center, whose search keeps articles containing every word', async () => {
    const about = (await get<AboutPage>('/api/site/about?language=EN')).body.value;
    expect(about.title).toBe('About us');
    expect(about.body).toContain('Our mission');
    const help = (await get<HelpContent>('/api/site/help?language=EN')).body.value;
    expect(help.sections.length).toBe(5);
    const found = (await get<HelpContent>(`/api/site/help?language=EN&q=${encodeURIComponent('TURNOVER bonus')}`)).body
      .value;
    expect(found.sections.flatMap((s) => s.articles.map((a) => a.id))).toEqual(['turnover', 'terms']);
    const tw = (await get<HelpContent>(`/api/site/help?language=TW&q=${encodeURIComponent('提款')}`)).body.value;
    expect(tw.sections.flatMap((s) => s.articles.map((a) => a.id))).toContain('withdraw-time');
    expect((await get<HelpContent>('/api/site/help?q=nothing-matches-this')).body.value.sections).toEqual([]);
  });
});

describe('saving the pages', () => {
  it('stores bad HTML sanitised; inactive and future articles are hidden; a rollback restores', async () => {
    const before = await current();
    const doc = structuredClone(before.pages);
    const budget = doc.articles.find((a) => a.id === 'set-a-budget')!;
    budget.body.en = '<p onclick="steal()">Plan first<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>';
    budget.title.en = '  Plan your play  ';
    doc.articles.find((a) => a.id === 'vip-explained')!.active = false;
    doc.articles.find((a) => a.id === 'app-update')!.publishedAt = new Date(Date.now() + 86_400_000).toISOString();
    const saved = await save(doc, before.version);
    expect(saved.status).toBe(200);
    const stored = saved.body.value.pages as PagesDocument;
    const body = stored.articles.find((a) => a.id === 'set-a-budget')!.body.en;
    expect(body).not.toMatch(/script|onclick|javascript/);
    expect(body).toContain('Plan first');
    expect(stored.articles.find((a) => a.id === 'set-a-budget')!.title.en).toBe('Plan your play');

    const blog = (await get<ArticleList>('/api/site/articles?kind=blog&language=EN')).body.value;
    expect(blog.total).toBe(5);
    expect(blog.list[0]!.id).toBe('set-a-budget');
    expect((await get('/api/site/articles/vip-explained?kind=blog')).status).toBe(404);
    expect((await get('/api/site/articles/app-update?kind=news')).status).toBe(404);
    const d = (await get<ArticleDetails>('/api/site/articles/set-a-budget?kind=blog&language=EN')).body.value;
    expect(d.next).toBeNull();

    const back = await call('POST', `/api/console/pages/versions/${before.version}/rollback`, demoOp);
    expect(back.status).toBe(200);
    expect(back.body.value.rollbackOf).toBe(before.version);
    expect((await current()).pages).toEqual(before.pages);
    expect((await get<ArticleList>('/api/site/articles?kind=blog')).body.value.total).toBe(6);
    const history = (await call('GET', '/api/console/pages/versions?pageNo=1&pageSize=10', demoOp)).body.value;
    expect(history.list.map((v: { version: number }) => v.version)).toEqual([
      before.version + 2,
      before.version + 1,
      before.version,
    ]);
  });

  it('refuses a bad id, an unknown category and another merchant’s upload, naming each field, and changes nothing', async () => {
    const luckyUpload = await upload(luckyOp, LUCKY);
    const ownUpload = await upload(demoOp, 'localhost');
    const before = await current();
    const doc = structuredClone(before.pages);
    doc.articles[0]!.category = 'no-such-category';
    doc.articles[1]!.cover = luckyUpload;
    doc.articles[2]!.cover = 'http://insecure.example/x.png';
    doc.articles[3]!.id = doc.articles[4]!.id;
    doc.help[0]!.articles[1]!.anchor = 'term';
    const refused = await save(doc, before.version, demoOp, 'localhost', 'en');
    expect([refused.status, refused.body.code]).toEqual([400, 'PAGES_INVALID']);
    const errors = refused.body.value.errors as { pointer: string; rule: string; message: string }[];
    expect(errors.map((e) => [e.pointer, e.rule])).toEqual(
      expect.arrayContaining([
        ['/articles/0/category', 'pagesUnknownCategory'],
        ['/articles/1/cover', 'pagesBadCover'],
        ['/articles/2/cover', 'pagesBadCover'],
        ['/articles/4/id', 'pagesDuplicateId'],
        [expect.stringMatching(/^\/help\/\d+\/articles\/\d+\/anchor$/), 'pagesDuplicateAnchor'],
      ]),
    );
    expect(errors.find((e) => e.rule === 'pagesBadCover')?.message).toMatch(/uploaded images/);
    const badId = structuredClone(before.pages);
    badId.articles[0]!.id = 'Bad Id!';
    const schema = await save(badId, before.version, demoOp, 'localhost', 'tw');
    expect([schema.status, schema.body.value.errors[0].pointer]).toEqual([400, '/articles/0/id']);
    expect((await current()).version).toBe(before.version);

    const fine = structuredClone(before.pages);
    fine.articles[0]!.cover = ownUpload;
    expect((await save(fine, before.version)).status).toBe(200);
  });

  it('keeps each merchant’s pages apart: LUCKY’s save does not reach DEMO', async () => {
    const lucky = await current(luckyOp, LUCKY);
    const doc = structuredClone(lucky.pages);
    doc.about.title.en = 'About Lucky Star';
    expect((await save(doc, lucky.version, luckyOp, LUCKY)).status).toBe(200);
    expect((await get<AboutPage>('/api/site/about?language=EN', LUCKY)).body.value.title).toBe('About Lucky Star');
    expect((await get<AboutPage>('/api/site/about?language=EN')).body.value.title).toBe('About us');
    expect((await call('GET', '/api/console/pages', luckyOp)).status).toBe(401);
  });
});
