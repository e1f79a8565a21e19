// The portal build's files the platform fills before serving them (first-paint pages, the popup's
// template): read once, and again only when the file changed (a new build).
import { readFileSync, statSync } from 'node:fs';

const files = new Map<string, { mtimeMs: number; text: string }>();

/** A build file's text, or null when there is no such file. */
export function buildFile(path: string): string | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return null;
  }
  const kept = files.get(path);
  if (kept?.mtimeMs === mtimeMs) return kept.text;
  const text = readFileSync(path, 'utf8');
  if (files.size > 500) files.clear();
  files.set(path, { mtimeMs, text });
  return text;
}
