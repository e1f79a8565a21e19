// A platform message's HTML body. The platform sanitises it when it is written; we still never put
// it into our own document: it renders in a sandboxed frame (no allow-scripts, so nothing in it can
// run, whatever a sanitiser missed), which inherits the portal's CSP too. allow-same-origin without
// allow-scripts lets us measure the body to size the frame and is safe; links open in a new tab.
import { useTheme } from 'styled-components';
import { MessageFrame } from './messages.styles';

export const MESSAGE_FRAME_SANDBOX = 'allow-same-origin allow-popups allow-popups-to-escape-sandbox';

export function messageDocument(html: string, colors: { text: string; link: string; font: string }): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https: data:; style-src 'unsafe-inline'">`,
    '<base target="_blank">',
    `<style>html,body{margin:0;background:transparent;color:${colors.text};font-family:${colors.font};font-size:14px;line-height:1.6;overflow-wrap:anywhere}a{color:${colors.link}}img{max-width:100%;height:auto}</style>`,
    `</head><body>${html}</body></html>`,
  ].join('');
}

export function MessageContent({ html, title }: { html: string; title: string }) {
  const theme = useTheme();
  return (
    <MessageFrame
      title={title}
      sandbox={MESSAGE_FRAME_SANDBOX}
      srcDoc={messageDocument(html, { text: theme.color.fg.default, link: theme.color.accent.fg, font: theme.font.family.body })}
      onLoad={(event) => {
        const body = event.currentTarget.contentDocument?.documentElement;
        if (body) event.currentTarget.style.height = `${body.scrollHeight}px`;
      }}
    />
  );
}
