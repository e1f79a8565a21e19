// Draws a captcha: distorted digits over noise lines and dots, as a PNG (@napi-rs/canvas, DejaVu
// Sans from fonts-dejavu-core when present, the canvas's default font otherwise).
import { existsSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';

const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FONT_FAMILY = 'CaptchaSans';
let fontReady: boolean | undefined;

function fontFamily(): string {
  if (fontReady === undefined)
    fontReady = existsSync(FONT_FILE) && GlobalFonts.registerFromPath(FONT_FILE, FONT_FAMILY) !== null;
  return fontReady ? FONT_FAMILY : 'sans-serif';
}

const WIDTH = 120;
const HEIGHT = 40;
const rand = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const colour = (light: boolean) => {
  const [lo, hi] = light ? [170, 240] : [20, 110];
  return `rgb(${randomInt(lo, hi)},${randomInt(lo, hi)},${randomInt(lo, hi)})`;
};

export function renderCaptcha(answer: string): Buffer {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour(true);
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  for (let i = 0; i < 6; i++) {
    ctx.strokeStyle = colour(true);
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(rand(0, WIDTH), rand(0, HEIGHT));
    ctx.bezierCurveTo(
      rand(0, WIDTH),
      rand(0, HEIGHT),
      rand(0, WIDTH),
      rand(0, HEIGHT),
      rand(0, WIDTH),
      rand(0, HEIGHT),
    );
    ctx.stroke();
  }
  const family = fontFamily();
  const step = WIDTH / (answer.length + 1);
  for (const [i, ch] of [...answer].entries()) {
    ctx.save();
    ctx.translate(step * (i + 0.6) + rand(-3, 3), HEIGHT / 2 + rand(-4, 4));
    ctx.rotate(rand(-0.45, 0.45));
    ctx.transform(1, rand(-0.25, 0.25), rand(-0.25, 0.25), 1, 0, 0);
    ctx.font = `bold ${randomInt(22, 29)}px ${family}`;
    ctx.fillStyle = colour(false);
    ctx.textBaseline = 'middle';
    ctx.fillText(ch, 0, 0);
    ctx.restore();
  }
  for (let i = 0; i < 3; i++) {
    ctx.strokeStyle = colour(false);
    ctx.lineWidth = rand(1, 2);
    ctx.beginPath();
    ctx.moveTo(0, rand(0, HEIGHT));
    ctx.quadraticCurveTo(rand(0, WIDTH), rand(0, HEIGHT), WIDTH, rand(0, HEIGHT));
    ctx.stroke();
  }
  for (let i = 0; i < 60; i++) {
    ctx.fillStyle = colour(randomInt(2) === 0);
    ctx.fillRect(rand(0, WIDTH), rand(0, HEIGHT), 1.5, 1.5);
  }
  return canvas.toBuffer('image/png');
}
