/**
 * Ocean Hunter: fish swim across a canvas; clicking one fires the cannon at it. Each shot is one
 * POST /api/fishing/shoot (stake, fish kind); the server decides the capture (chance 96% /
 * multiplier) and the page shows the catch with its coins, or the fish swimming on. Fish
 * movement is decoration only (it never decides anything).
 */
import { api } from './api';
import { t } from './i18n';
import { formatAmount, formatMinorUnits, minorOf } from '../../contract/money';
import { el, mountShell, stakeSelector } from './shell';
import './fishing.css';

interface Rules {
  fish: Record<string, number>;
  rtp: number;
}
interface Shot {
  fish: string;
  caught: boolean;
  multiplier: number;
  win: string;
}
interface Fish {
  id: number;
  kind: string;
  x: number;
  y: number;
  vx: number;
  size: number;
  phase: number;
  caught?: number;
}
interface Effect {
  x: number;
  y: number;
  text: string;
  born: number;
  gold: boolean;
}

const shell = await mountShell<Rules>('fishing.title');
const rules = shell.info.rules;
const kinds = Object.entries(rules.fish).sort((a, b) => a[1] - b[1]);
const COLORS: Record<string, [string, string]> = {
  clownfish: ['#fb923c', '#fff7ed'],
  pufferfish: ['#facc15', '#a16207'],
  angelfish: ['#38bdf8', '#f0f9ff'],
  turtle: ['#4ade80', '#14532d'],
  octopus: ['#f472b6', '#831843'],
  lanternfish: ['#a78bfa', '#fde68a'],
  shark: ['#94a3b8', '#1e293b'],
  goldenDragon: ['#fde047', '#b45309'],
};

const canvas = el('canvas.sea', { width: '960', height: '540', 'aria-label': t('fishing.sea') });
const ctx = canvas.getContext('2d')!;
const stakes = stakeSelector(rules.stakes, 2);
const stats = el('div.stats');
const legend = el(
  'div.legend',
  {},
  kinds.map(([k, m]) =>
    el('span.fishkey', {}, [el(`i.dot.k-${k}`), el('span', { text: `${t(`fishing.kinds.${k}`)} ×${m}` })]),
  ),
);
let fishes: Fish[] = [];
const effects: Effect[] = [];
const bullets: { x: number; y: number; tx: number; ty: number; born: number }[] = [];
let nextId = 1;
let shots = 0;
let caught = 0;
let spent = 0n;
let won = 0n;

function spawn(): void {
  const [kind, mult] = kinds[Math.floor(Math.random() ** 1.6 * kinds.length)]!;
  const size = 22 + Math.log2(mult) * 9;
  const fromLeft = Math.random() < 0.5;
  fishes.push({
    id: nextId++,
    kind,
    size,
    x: fromLeft ? -size * 2 : 960 + size * 2,
    y: 60 + Math.random() * 380,
    vx: (fromLeft ? 1 : -1) * (1.6 - Math.min(1.1, mult / 100) + Math.random() * 0.6),
    phase: Math.random() * 6,
  });
}
for (let i = 0; i < 9; i++) {
  spawn();
  fishes.at(-1)!.x = 80 + Math.random() * 800;
}

function drawFish(f: Fish, time: number): void {
  const [body, fin] = COLORS[f.kind] ?? ['#fff', '#000'];
  const dir = Math.sign(f.vx);
  ctx.save();
  ctx.translate(f.x, f.y + Math.sin(time / 400 + f.phase) * 6);
  ctx.scale(dir, 1);
  if (f.caught) ctx.globalAlpha = Math.max(0, 1 - (time - f.caught) / 600);
  ctx.fillStyle = fin;
  ctx.beginPath();
  const wag = Math.sin(time / 120 + f.phase) * f.size * 0.2;
  ctx.moveTo(-f.size * 0.9, 0);
  ctx.lineTo(-f.size * 1.6, -f.size * 0.6 + wag);
  ctx.lineTo(-f.size * 1.6, f.size * 0.6 + wag);
  ctx.fill();
  const grad = ctx.createLinearGradient(0, -f.size, 0, f.size);
  grad.addColorStop(0, body);
  grad.addColorStop(1, fin);
  ctx.fillStyle = grad;
  ctx.beginPath();
  ctx.ellipse(0, 0, f.size, f.size * 0.58, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.arc(f.size * 0.55, -f.size * 0.15, f.size * 0.14, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#111';
  ctx.beginPath();
  ctx.arc(f.size * 0.6, -f.size * 0.15, f.size * 0.07, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.font = 'bold 13px sans-serif';
  ctx.textAlign = 'center';
  ctx.fillText(`×${rules.fish[f.kind]}`, f.x, f.y - f.size * 0.75);
}

function frame(time: number): void {
  const sea = ctx.createLinearGradient(0, 0, 0, 540);
  sea.addColorStop(0, '#0c4a6e');
  sea.addColorStop(1, '#020617');
  ctx.fillStyle = sea;
  ctx.fillRect(0, 0, 960, 540);
  ctx.fillStyle = 'rgba(255,255,255,0.04)';
  for (let i = 0; i < 6; i++) ctx.fillRect(((time / 30 + i * 180) % 1100) - 100, 0, 40, 540);
  fishes = fishes.filter((f) => f.x > -200 && f.x < 1160 && !(f.caught && time - f.caught > 600));
  while (fishes.length < 10) spawn();
  for (const f of fishes) {
    if (!f.caught) f.x += f.vx;
    drawFish(f, time);
  }
  for (const b of bullets.filter((b) => time - b.born < 250)) {
    const k = (time - b.born) / 250;
    ctx.fillStyle = '#fde68a';
    ctx.beginPath();
    ctx.arc(b.x + (b.tx - b.x) * k, b.y + (b.ty - b.y) * k, 6, 0, Math.PI * 2);
    ctx.fill();
  }
  for (const e of effects.filter((e) => time - e.born < 1200)) {
    ctx.globalAlpha = 1 - (time - e.born) / 1200;
    ctx.fillStyle = e.gold ? '#fde047' : '#cbd5e1';
    ctx.font = `bold ${e.gold ? 30 : 18}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.fillText(e.text, e.x, e.y - (time - e.born) / 20);
    ctx.globalAlpha = 1;
  }
  ctx.fillStyle = '#fbbf24';
  ctx.beginPath();
  ctx.arc(480, 540, 46, Math.PI, 0);
  ctx.fill();
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);

function updateStats(): void {
  stats.replaceChildren(
    el('span', { text: t('fishing.shots', { count: shots }) }),
    el('span', { text: t('fishing.caught', { count: caught }) }),
    el('span', { text: t('fishing.net', { amount: formatMinorUnits(won - spent) }) }),
  );
}

let busy = false;
canvas.addEventListener('click', async (event) => {
  if (busy) return;
  const rect = canvas.getBoundingClientRect();
  const x = ((event.clientX - rect.left) / rect.width) * 960;
  const y = ((event.clientY - rect.top) / rect.height) * 540;
  const target = fishes.find((f) => !f.caught && Math.hypot(f.x - x, f.y - y) < f.size * 1.2);
  if (!target) return;
  busy = true;
  bullets.push({ x: 480, y: 500, tx: target.x, ty: target.y, born: performance.now() });
  try {
    const stake = stakes.value();
    const answer = await api<{ round: Shot; balance: string; fair: { nonce: number } }>('/api/fishing/shoot', {
      stake,
      fish: target.kind,
    });
    shots += 1;
    spent += minorOf(stake);
    if (answer.round.caught) {
      caught += 1;
      won += minorOf(answer.round.win);
      target.caught = performance.now();
      effects.push({
        x: target.x,
        y: target.y,
        text: `+${formatAmount(answer.round.win)}`,
        born: performance.now(),
        gold: true,
      });
    } else effects.push({ x: target.x, y: target.y, text: t('fishing.escaped'), born: performance.now(), gold: false });
    shell.setBalance(answer.balance);
    shell.setSeeds({ ...shell.info.seeds, nonce: answer.fair.nonce + 1 });
    updateStats();
  } catch (err) {
    shell.fail(err);
  } finally {
    busy = false;
  }
});

updateStats();
shell.stage.append(
  el('div.seawrap', {}, [canvas]),
  el('div.controls', {}, [stakes.node, stats]),
  el('div.panel.legendpanel', {}, [
    el('p', { text: t('fishing.rules', { rtp: (rules.rtp * 100).toFixed(0) }) }),
    legend,
  ]),
);
