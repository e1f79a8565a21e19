// A flame graph (SVG) of a V8 CPU profile, such as the bench's BENCH_PROFILE output:
//   node --import tsx scripts/flamegraph.ts <in.cpuprofile> <out.svg> [title] [keep-regex]
// The samples' stacks are merged by frame name from the root, each frame drawn as wide as its share
// of the time; frames under 0.3 % of the total are left out so the file stays small. With a
// keep-regex only the stacks passing through a matching frame are drawn (e.g. the server's request
// handling, without the load generator that runs in the same process). Hover a box for its name
// and share. No dependencies: the profile's tree is all it needs.
import { readFileSync, writeFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface Frame {
  name: string;
  time: number;
  children: Map<string, Frame>;
}

const [input, output, title = 'CPU profile', keep] = process.argv.slice(2);
if (!input || !output) throw new Error('usage: flamegraph.ts <in.cpuprofile> <out.svg> [title] [keep-regex]');
const profile = JSON.parse(readFileSync(input, 'utf8')) as Profile;
const keepPattern = keep ? new RegExp(keep) : undefined;

/** A frame's label: the function and where it lives (a package name, or the file in this repo). */
function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const pkg = /node_modules\/(?:\.pnpm\/)?((?:@[^/+]+[/+])?[^/@+]+)/.exec(url)?.[1]?.replace('+', '/');
  const place = pkg ?? (url.startsWith('node:') ? url : url.split('/').slice(-2).join('/'));
  return `${functionName || '(anonymous)'}${place ? ` ${place}${pkg ? '' : `:${lineNumber + 1}`}` : ''}`;
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const selfTime = new Map<number, number>();
profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const root: Frame = { name: 'all', time: 0, children: new Map() };
for (const [id, time] of selfTime) {
  const stack: string[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(label(byId.get(at)!));
  stack.reverse().shift(); // the profile's own (root)
  if (stack[0] === '(idle)' || stack[0] === '(program)') continue;
  let from = 0;
  if (keepPattern) {
    from = stack.findIndex((name) => keepPattern.test(name));
    if (from < 0) continue;
  }
  root.time += time;
  let frame = root;
  for (const name of stack.slice(from)) {
    let next = frame.children.get(name);
    if (!next) frame.children.set(name, (next = { name, time: 0, children: new Map() }));
    next.time += time;
    frame = next;
  }
}

const WIDTH = 1200;
const ROW = 16;
const MIN_SHARE = 0.003;
const boxes: string[] = [];
let depth = 0;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
function hue(name: string): string {
  if (/ (node:|\(native\))/.test(name) || !name.includes(' ')) return '210, 60%, 70%';
  if (/ src\/|\.ts:/.test(name)) return '25, 85%, 62%';
  return '45, 85%, 60%';
}
function draw(frame: Frame, x: number, level: number): void {
  depth = Math.max(depth, level);
  const width = (frame.time / root.time) * WIDTH;
  const share = ((frame.time / root.time) * 100).toFixed(1);
  const chars = Math.floor((width - 4) / 6.5);
  const text = chars >= 3 ? (frame.name.length > chars ? `${frame.name.slice(0, chars - 1)}…` : frame.name) : '';
  boxes.push(
    `<g><title>${escape(frame.name)} (${share} %)</title><rect x="${x.toFixed(1)}" y="${level}" width="${width.toFixed(1)}" height="${ROW - 1}" fill="hsl(${hue(frame.name)})"/>` +
      (text ? `<text x="${(x + 3).toFixed(1)}" y="${level}">${escape(text)}</text>` : '') +
      '</g>',
  );
  let childX = x;
  for (const child of [...frame.children.values()].sort((a, b) => b.time - a.time)) {
    if (child.time / root.time >= MIN_SHARE) draw(child, childX, level + 1);
    childX += (child.time / root.time) * WIDTH;
  }
}
draw(root, 0, 0);
const height = (depth + 1) * ROW + 40;
// Rows are levels; flip them so the root is at the bottom (a flame graph), in one pass over the text.
const svg = [
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="monospace" font-size="11">`,
  `<rect width="100%" height="100%" fill="#fff"/>`,
  `<text x="4" y="16" font-size="13">${escape(title)} — ${(root.time / 1000).toFixed(0)} ms of samples; hover a box for its share</text>`,
  ...boxes.map((box) =>
    box
      .replace(/ y="(\d+)" width/, (_m, level: string) => ` y="${height - (Number(level) + 1) * ROW}" width`)
      .replace(/<text x="([\d.]+)" y="(\d+)">/, (_m, x: string, level: string) => {
        return `<text x="${x}" y="${height - (Number(level) + 1) * ROW + 11}">`;
      }),
  ),
  '</svg>',
].join('\n');
writeFileSync(output, svg);
console.log(`${output}: ${boxes.length} frames, ${(root.time / 1000).toFixed(0)} ms`);
